import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Specs run in parallel workers against one server and one merchant. A spec that changes the
 * merchant configuration (maintenance, region block) would break whatever runs beside it, so it
 * takes this lock exclusively while every other test holds it shared. Files in the run's data
 * directory (shared by all workers) carry the lock; stale files of a crashed worker expire.
 */
const dir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'e2e-config-lock');
const exclusiveFile = path.join(dir, 'exclusive');
const STALE_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < STALE_MS;
  } catch {
    return false;
  }
}

export async function acquireShared(): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const mine = path.join(dir, `shared-${process.pid}-${randomUUID()}`);
  for (;;) {
    // Announce first, then look: either the writer sees us or we see the writer.
    fs.writeFileSync(mine, '');
    if (!fresh(exclusiveFile)) return () => fs.rmSync(mine, { force: true });
    fs.rmSync(mine, { force: true });
    await sleep(100);
  }
}

export async function acquireExclusive(): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(exclusiveFile, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (!fresh(exclusiveFile)) fs.rmSync(exclusiveFile, { force: true });
      await sleep(100);
    }
  }
  const readers = () => fs.readdirSync(dir).filter((f) => f.startsWith('shared-') && fresh(path.join(dir, f)));
  while (readers().length > 0) await sleep(100);
  return () => fs.rmSync(exclusiveFile, { force: true });
}
