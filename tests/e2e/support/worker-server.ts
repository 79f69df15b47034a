import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
const STARTUP_MS = 180_000;

export interface WorkerServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real API server with the built web app, over a database of its own, for one Playwright
 * worker. Each worker owning its server lets the specs run in parallel even where one changes
 * server-wide settings (maintenance, region rules, captcha): nothing another worker does is seen.
 */
export async function startWorkerServer(workerIndex: number): Promise<WorkerServer> {
  const port = await freePort(Number(process.env.E2E_BASE_PORT ?? 8181) + 100 + workerIndex * 20);
  const dataDir = fs.mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `worker-${workerIndex}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.node.json', 'src/server/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // A helper or a second checkout may build elsewhere: vite build -c vite.web.config.ts --outDir DIR.
      WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'dist/web'),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (process.env.E2E_LOG_LEVEL) process.stderr.write(chunk);
  });
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stop();
    throw new Error(`the worker's server did not start: ${(error as Error).message}\n${output}`);
  }
  return { url, stop };
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no healthy answer from ${url}/healthz within ${STARTUP_MS / 1000} s`);
}

/** SIGTERM (the server closes cleanly), then SIGKILL if it does not exit in time. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
