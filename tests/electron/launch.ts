import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { findElectronBinary } from '../../scripts/lib/electron-binary';
import type { DesktopApi, MirrorStatus } from '../../src/preload/api';

export const electronBinary = findElectronBinary();
export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface DesktopLaunch {
  /** The settings directory; a fresh one when not given (pass the same one to test a restart). */
  userData?: string;
  /** Extra command-line arguments (`--kiosk`, `--idle-timeout=10`). */
  args?: string[];
  /** Extra environment (PLATFORM_MIRRORS). */
  env?: Record<string, string>;
}

/** A fresh settings directory, optionally with a settings.json as an operator would write it. */
export function userDataDir(settings?: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-desktop-'));
  if (settings) fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify(settings));
  return dir;
}

/** The settings file main wrote (electron-store's settings.json). */
export function readSettings(userData: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(userData, 'settings.json'), 'utf8')) as Record<string, unknown>;
}

/**
 * Launches the built desktop app (out/main/index.js through package.json "main") with its own
 * settings directory, pointed at the API server Playwright started (or at PLATFORM_MIRRORS).
 */
export async function launchDesktop(baseURL: string | undefined, options: string | DesktopLaunch = {}): Promise<ElectronApplication> {
  if (!electronBinary) throw new Error('no Electron binary');
  const launch = typeof options === 'string' ? { userData: options } : options;
  const dir = launch.userData ?? userDataDir();
  return electron.launch({
    executablePath: electronBinary,
    args: [repoRoot, ...(launch.args ?? [])],
    cwd: repoRoot,
    env: {
      ...process.env,
      DESKTOP_USER_DATA: dir,
      ...(baseURL ? { PLATFORM_URL: baseURL } : {}),
      ...launch.env,
    } as Record<string, string>,
  });
}

/** The renderer's global as the preload leaves it (no DOM lib in the Node tsconfig). */
export type RendererGlobal = { desktop?: DesktopApi; require?: unknown; process?: unknown };

/** The shell's mirror status, asked through the preload like the renderer does. */
export function mirrorStatus(page: Page): Promise<MirrorStatus> {
  return page.evaluate(() => (globalThis as unknown as { desktop: DesktopApi }).desktop.mirror.get());
}

/** Every window's kind of facts main knows (size, resizable, kiosk, URL), read in the main process. */
export function windowFacts(app: ElectronApplication) {
  return app.evaluate(({ BrowserWindow }) =>
    BrowserWindow.getAllWindows().map((w) => ({
      id: w.id,
      url: w.webContents.getURL(),
      size: w.getSize(),
      resizable: w.isResizable(),
      kiosk: w.isKiosk(),
      focused: w.isFocused(),
    })),
  );
}
