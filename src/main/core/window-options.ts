import { LIMITS } from '@shared/constants';

/**
 * Window options as plain data, so a unit test can assert Electron's security checklist for every
 * window kind without an Electron binary. The adapters pass these straight to BrowserWindow.
 */
export type WindowKind = 'main' | 'customerService';

export interface SecureWebPreferences {
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  spellcheck: false;
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
  show: boolean;
  title: string;
  autoHideMenuBar: boolean;
  backgroundColor: string;
  webPreferences: SecureWebPreferences;
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
  spellcheck: false,
} as const;

export function windowOptions(kind: WindowKind, preloadPath?: string): WindowOptions {
  if (kind === 'main') {
    return {
      width: 1280,
      height: 800,
      minWidth: 360,
      minHeight: 600,
      resizable: true,
      show: false,
      title: 'Platform',
      autoHideMenuBar: true,
      backgroundColor: '#101418',
      webPreferences: { ...SECURE_BASE, ...(preloadPath ? { preload: preloadPath } : {}) },
    };
  }
  return {
    width: LIMITS.customerServiceWindow.width,
    height: LIMITS.customerServiceWindow.height,
    resizable: false,
    show: true,
    title: 'Customer service',
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    webPreferences: { ...SECURE_BASE, partition: 'persist:customer-service' },
  };
}
