import { app, Menu, powerSaveBlocker, session as sessions, type BrowserWindow } from 'electron';
import { IPC_EVENTS, type IdleNotice } from '@shared/desktop';
import { IdleTimer } from '../core/idle-timer';
import { isCustomerInput } from '../core/kiosk-input';

/** How long the renderer gets to sign the customer out on the server before main wipes anyway. */
const SIGN_OUT_GRACE_MS = 3000;

export interface KioskConfig {
  idleTimeoutSeconds: number;
  send: (channel: typeof IPC_EVENTS.kioskIdle, notice: IdleNotice) => void;
  /** Closes game and support windows and clears their data. */
  closeRemoteWindows: () => Promise<void>;
  /** Replaces the app window with a fresh one (a new tab: no sessionStorage of the last customer). */
  replaceAppWindow: () => void;
}

export interface Kiosk {
  /** Wipes the customer's data now (the renderer signed them out, or the grace ran out). */
  endSession: () => void;
}

/**
 * Kiosk mode: no menu, the display kept awake, and the idle auto-logout. Input on any window
 * (mouse, touch, keys) counts as activity; at expiry the renderer is told (it signs the customer out
 * on the server and calls endSession), then cookies, storage, caches and every window of the
 * previous customer are wiped and a fresh app window starts.
 */
export function startKiosk(config: KioskConfig): Kiosk {
  Menu.setApplicationMenu(null);
  powerSaveBlocker.start('prevent-display-sleep');
  let wiping: Promise<void> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;

  const endSession = () => {
    clearTimeout(grace);
    wiping ??= (async () => {
      await config.closeRemoteWindows();
      await sessions.defaultSession.clearStorageData();
      await sessions.defaultSession.clearCache();
      config.replaceAppWindow();
    })()
      .catch((error: unknown) => console.error('kiosk: wipe failed', error))
      .finally(() => {
        wiping = undefined;
      });
  };

  const timer = new IdleTimer({
    timeoutMs: config.idleTimeoutSeconds * 1000,
    notify: (notice) => config.send(IPC_EVENTS.kioskIdle, notice),
    onExpire: () => {
      grace = setTimeout(endSession, SIGN_OUT_GRACE_MS);
    },
  });

  app.on('browser-window-created', (_event, window: BrowserWindow) => {
    window.webContents.on('input-event', (_input, input) => {
      if (isCustomerInput(input.type)) timer.activity();
    });
  });
  return { endSession };
}
