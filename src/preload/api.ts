/**
 * The narrow API the desktop shell gives the renderer as `window.desktop`: one function per IPC
 * message, grouped by domain. This module is pure (no `electron` import) so it can be tested against
 * a fake IPC and so the renderer can derive the type with `import type { DesktopApi }`.
 * Channel names and payloads come from src/shared/desktop.ts, which main validates against.
 */
import type { Language } from '@shared/constants';
import { IPC_CHANNELS, IPC_EVENTS, type DesktopSettings, type IdleNotice, type IpcEvent, type MirrorStatus } from '@shared/desktop';

export type { DesktopSettings, IdleNotice, MirrorStatus } from '@shared/desktop';

/** Sends a message and resolves to main's answer (rejects when main refused it). */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;
/** Listens to a notice from main; returns the function that stops listening. */
export type Subscribe = (channel: IpcEvent, listener: (payload: unknown) => void) => () => void;

export function createDesktopApi(invoke: Invoke, subscribe: Subscribe) {
  return {
    /** Lets the renderer tell the desktop client from the web build. */
    kind: 'desktop' as const,
    settings: {
      get: () => invoke(IPC_CHANNELS.settingsGet) as Promise<DesktopSettings>,
      setLanguage: (language: Language) => invoke(IPC_CHANNELS.settingsSetLanguage, language) as Promise<DesktopSettings>,
    },
    mirror: {
      get: () => invoke(IPC_CHANNELS.mirrorGet) as Promise<MirrorStatus>,
      /** Probes every mirror again now (the offline screen's retry). */
      retry: () => invoke(IPC_CHANNELS.mirrorRetry) as Promise<MirrorStatus>,
      onChange: (listener: (status: MirrorStatus) => void) =>
        subscribe(IPC_EVENTS.mirrorChanged, (payload) => listener(payload as MirrorStatus)),
    },
    windows: {
      openCustomerService: (url: string) => invoke(IPC_CHANNELS.windowsOpenCustomerService, url) as Promise<void>,
      /** Opens a game in its own sandboxed window; a root-relative URL is on the active mirror. */
      openGame: (url: string) => invoke(IPC_CHANNELS.windowsOpenGame, url) as Promise<void>,
      /** Opens an https, mailto: or tel: link in the system's own application (never in a kiosk). */
      openExternal: (url: string) => invoke(IPC_CHANNELS.windowsOpenExternal, url) as Promise<void>,
    },
    kiosk: {
      /** Countdown to the automatic sign-out of an idle kiosk. */
      onIdle: (listener: (notice: IdleNotice) => void) => subscribe(IPC_EVENTS.kioskIdle, (payload) => listener(payload as IdleNotice)),
      /** The renderer signed the customer out: wipe their data now. */
      endSession: () => invoke(IPC_CHANNELS.kioskEndSession) as Promise<void>,
    },
  };
}

export type DesktopApi = ReturnType<typeof createDesktopApi>;
