import type { Language } from './constants';

/**
 * The contract between the desktop shell's main process, its preload and the renderer: IPC channel
 * names and the shapes that cross them. Main validates every argument (src/main/core/ipc.ts); the
 * preload (src/preload/api.ts) sends exactly these; the renderer reads the types.
 */

/** Renderer → main calls (ipcRenderer.invoke), one per preload function. */
export const IPC_CHANNELS = {
  settingsGet: 'settings:get',
  settingsSetLanguage: 'settings:set-language',
  mirrorGet: 'mirror:get',
  mirrorRetry: 'mirror:retry',
  windowsOpenCustomerService: 'windows:open-customer-service',
  windowsOpenGame: 'windows:open-game',
  windowsOpenExternal: 'windows:open-external',
  kioskEndSession: 'kiosk:end-session',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** Main → renderer notices (webContents.send). */
export const IPC_EVENTS = {
  mirrorChanged: 'mirror:changed',
  kioskIdle: 'kiosk:idle',
} as const;

export type IpcEvent = (typeof IPC_EVENTS)[keyof typeof IPC_EVENTS];

/** What the renderer may read of the persisted desktop settings. */
export interface DesktopSettings {
  merchantCode: string;
  language: Language;
  kiosk: boolean;
  idleTimeoutSeconds: number;
}

/**
 * How the shell reaches the platform. `connecting` before the first probe answered, `offline` when
 * the machine itself has no network (no mirror is blamed), `unreachable` when the network is up but
 * no mirror answers.
 */
export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'unreachable';

export interface MirrorStatus {
  /** Origin of the mirror API calls go to (`https://m1.example.com`), null when there is none. */
  active: string | null;
  status: ConnectionStatus;
}

/**
 * Kiosk idle phases: `active` (someone is using it, or the countdown was cancelled), `warning`
 * (counting down to the automatic sign-out), `expired` (the previous customer's data is being wiped).
 */
export type IdleNotice = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/** Idle timeout bounds in seconds (spec: 120 s by default). */
export const IDLE_TIMEOUT = { min: 10, max: 3600, default: 120 } as const;
