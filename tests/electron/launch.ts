import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, type ElectronApplication } from '@playwright/test';
import { findElectronBinary } from '../../scripts/lib/electron-binary';

export const electronBinary = findElectronBinary();
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Launches the built desktop app (out/main/index.js through package.json "main") with its own
 * settings directory, pointed at the API server Playwright started.
 */
export async function launchDesktop(baseURL: string | undefined, userData?: string): Promise<ElectronApplication> {
  if (!electronBinary) throw new Error('no Electron binary');
  const dir = userData ?? fs.mkdtempSync(path.join(os.tmpdir(), 'platform-desktop-'));
  return electron.launch({
    executablePath: electronBinary,
    args: [repoRoot],
    cwd: repoRoot,
    env: {
      ...process.env,
      DESKTOP_USER_DATA: dir,
      ...(baseURL ? { PLATFORM_URL: baseURL } : {}),
    } as Record<string, string>,
  });
}
