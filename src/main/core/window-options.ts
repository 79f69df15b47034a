import { LIMITS } from '@shared/constants';

/**
 * Window options as plain data, so a unit test can assert Electron's security checklist for every
 * window kind without an Electron binary. The adapters pass these straight to BrowserWindow.
 *
 * `main` and `kiosk` show the app's own bundle (app://) and get the preload; `customerService` and
 * `game` show remote content and never do: they get a sandbox and a session partition of their own.
 */
export const WINDOW_KINDS = ['main', 'kiosk', 'customerService', 'game'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** Kinds that show remote content. */
export const REMOTE_KINDS: readonly WindowKind[] = ['customerService', 'game'];

export interface SecureWebPreferences {
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  safeDialogs: true;
  spellcheck: false;
  devTools: boolean;
  /** Only the app window gets the preload; remote content never does. */
  preload?: string;
  /** Remote windows get their own session partition. */
  partition?: string;
}

export interface WindowOptions {
  width: number;
  height: number;
  minWidth?: number;
  minHeight?: number;
  resizable: boolean;
  maximizable?: boolean;
  fullscreenable?: boolean;
  fullscreen?: boolean;
  kiosk?: boolean;
  closable?: boolean;
  minimizable?: boolean;
  show: boolean;
  title: string;
  autoHideMenuBar: boolean;
  backgroundColor: string;
  webPreferences: SecureWebPreferences;
}

export interface WindowOptionsInput {
  /** The preload bundle; used for the app's own windows only. */
  preload?: string;
  /** The session partition of a game window (`game-<n>`, in memory). */
  partition?: string;
  /** Developer tools, for the agent window of an unpackaged build only; never in a kiosk. */
  devTools?: boolean;
}

const SECURE_BASE = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  spellcheck: false,
} as const;

const APP_WINDOW = { width: 1280, height: 800, minWidth: 360, minHeight: 600, show: false, autoHideMenuBar: true, backgroundColor: '#101418' };

export function windowOptions(kind: WindowKind, input: WindowOptionsInput = {}): WindowOptions {
  const preload = input.preload ? { preload: input.preload } : {};
  switch (kind) {
    case 'main':
      return { ...APP_WINDOW, resizable: true, title: 'Platform', webPreferences: { ...SECURE_BASE, devTools: input.devTools === true, ...preload } };
    case 'kiosk':
      return {
        ...APP_WINDOW,
        resizable: false,
        kiosk: true,
        fullscreen: true,
        closable: false,
        minimizable: false,
        title: 'Platform',
        webPreferences: { ...SECURE_BASE, devTools: false, ...preload },
      };
    case 'customerService':
      return {
        width: LIMITS.customerServiceWindow.width,
        height: LIMITS.customerServiceWindow.height,
        resizable: false,
        maximizable: false,
        fullscreenable: false,
        show: true,
        title: 'Customer service',
        autoHideMenuBar: true,
        backgroundColor: '#ffffff',
        webPreferences: { ...SECURE_BASE, devTools: false, partition: 'persist:customer-service' },
      };
    case 'game':
      return {
        width: 1280,
        height: 800,
        minWidth: 360,
        minHeight: 400,
        resizable: true,
        show: true,
        title: 'Game',
        autoHideMenuBar: true,
        backgroundColor: '#000000',
        webPreferences: { ...SECURE_BASE, devTools: false, partition: input.partition ?? 'game' },
      };
  }
}
