import type { BrowserWindow } from 'electron';
import { CrashGuard, HANG_GRACE_MS } from '../core/crash-guard';

/**
 * Reloads the app window when its renderer crashes, and (in a kiosk) kills and reloads a renderer
 * that stays unresponsive; the guard spaces out reloads of a page that keeps crashing.
 */
export function recoverCrashes(window: BrowserWindow, options: { killHangs: boolean }): void {
  const guard = new CrashGuard();
  let hang: ReturnType<typeof setTimeout> | undefined;
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    const delay = guard.crashed();
    console.error(`renderer gone (${details.reason}), reloading in ${delay} ms; ${guard.recentCrashes()} recent`);
    setTimeout(() => {
      if (!window.isDestroyed()) window.webContents.reload();
    }, delay);
  });
  if (!options.killHangs) return;
  window.on('unresponsive', () => {
    clearTimeout(hang);
    hang = setTimeout(() => {
      if (!window.isDestroyed()) window.webContents.forcefullyCrashRenderer();
    }, HANG_GRACE_MS);
  });
  window.on('responsive', () => clearTimeout(hang));
}
