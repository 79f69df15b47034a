import { ipcMain, type BrowserWindow } from 'electron';
import { IPC_CHANNELS, type IpcEvent } from '@shared/desktop';
import type { createIpcRouter } from '../core/ipc';

/**
 * Registers every channel. Besides the router's checks (sender origin, arguments), the message must
 * come from the main frame of the app window itself.
 */
export function registerIpc(route: ReturnType<typeof createIpcRouter>, appWindow: () => BrowserWindow | undefined): void {
  for (const channel of Object.values(IPC_CHANNELS)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      const window = appWindow();
      // The top frame of the app window only: never a subframe, never another window.
      const fromAppWindow =
        window !== undefined && event.sender === window.webContents && event.senderFrame !== null && event.senderFrame.parent === null;
      if (!fromAppWindow) return { ok: false, error: 'untrusted_sender' };
      return route(channel, event.senderFrame?.url, args);
    });
  }
}

/** A notice to the app window (never to game or support windows, which have no preload anyway). */
export function sendToApp(window: BrowserWindow | undefined, channel: IpcEvent, payload: unknown): void {
  if (window && !window.isDestroyed()) window.webContents.send(channel, payload);
}
