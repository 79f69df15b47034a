import { fileURLToPath } from 'node:url';
import { app, net, session, shell, type BrowserWindow } from 'electron';
import { IPC_EVENTS } from '@shared/desktop';
import { registerAppSchemePrivileges, handleAppScheme } from './adapters/app-scheme';
import { recoverCrashes } from './adapters/crash-recovery';
import { registerIpc, sendToApp } from './adapters/ipc';
import { startKiosk, type Kiosk } from './adapters/kiosk';
import { startMirrors } from './adapters/mirrors';
import { hardenAllWebContents } from './adapters/security';
import { openSettingsStore } from './adapters/settings-store';
import { Windows } from './adapters/windows';
import { createApiProxy } from './core/api-proxy';
import { APP_ENTRY, APP_ORIGIN } from './core/app-protocol';
import { createIpcRouter, type IpcDeps } from './core/ipc';
import { parseLaunchOptions } from './core/launch-options';
import type { MirrorPool } from './core/mirror-pool';
import type { FetchLike } from './core/mirror-probe';
import { resolveGameUrl } from './core/navigation';
import { originOf } from './core/origin';
import { publicSettings } from './core/settings';
import type { SettingsRepository } from './core/settings-repository';

/** The mirror list built into this build (PLATFORM_MIRRORS when it was built; see electron.vite.config.ts). */
declare const __PLATFORM_MIRRORS__: string;

/** Wiring only: the decisions live in ./core, the Electron calls in ./adapters. */
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const rendererDir = fileURLToPath(new URL('../renderer', import.meta.url));
// electron-vite dev serves the renderer with hot reload; packaged builds never honour it.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const appOrigins = [APP_ORIGIN, ...(devUrl ? [originOf(devUrl) ?? APP_ORIGIN] : [])];
const launch = parseLaunchOptions(process.argv, process.env, __PLATFORM_MIRRORS__);

let appWindow: BrowserWindow | undefined;

// Tests (and several side-by-side dev profiles) keep their settings apart; packaged builds ignore it.
if (!app.isPackaged && process.env.DESKTOP_USER_DATA) app.setPath('userData', process.env.DESKTOP_USER_DATA);

registerAppSchemePrivileges();
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (appWindow?.isMinimized()) appWindow.restore();
    appWindow?.focus();
  });
  void app.whenReady().then(start);
}

interface Shell {
  settings: SettingsRepository;
  pool: MirrorPool;
  windows: Windows;
  kiosk: boolean;
  idleTimeoutSeconds: number;
  kioskMode: Kiosk | undefined;
}

/** What each preload function does; the router (core/ipc.ts) has already checked sender and arguments. */
function ipcDeps(parts: Shell): IpcDeps {
  const { settings, pool, windows, kiosk, idleTimeoutSeconds } = parts;
  const forRenderer = () => ({ ...publicSettings(settings.get()), kiosk, idleTimeoutSeconds });
  return {
    getSettings: forRenderer,
    setLanguage: (language) => {
      settings.update({ language });
      return forRenderer();
    },
    mirrorStatus: () => pool.status(),
    retryMirrors: () => pool.refresh({ fresh: true, force: true }),
    openCustomerService: (url) => windows.openCustomerService(url, appWindow),
    openGame: (url) => {
      const resolved = resolveGameUrl(url, pool.status().active);
      if (resolved !== undefined) windows.openGame(resolved, appWindow);
      return resolved !== undefined;
    },
    openExternal: (url) => {
      if (!kiosk) void shell.openExternal(url);
      return !kiosk;
    },
    endKioskSession: () => parts.kioskMode?.endSession(),
  };
}

/** A new app window; the previous one (a kiosk wipe) goes once the new one exists, so the app never quits in between. */
function openAppWindow(windows: Windows, kiosk: boolean): void {
  const previous = appWindow;
  const window = windows.createAppWindow(devUrl ?? APP_ENTRY);
  recoverCrashes(window, { killHangs: kiosk });
  appWindow = window;
  window.on('closed', () => {
    if (appWindow === window) appWindow = undefined;
  });
  if (previous && !previous.isDestroyed()) previous.destroy();
}

function start(): void {
  const settings = openSettingsStore();
  const stored = settings.get();
  const kiosk = launch.kiosk || stored.kiosk;
  const idleTimeoutSeconds = launch.idleTimeoutSeconds ?? stored.idleTimeoutSeconds;
  // Chromium's network stack: the system proxy and certificate store, like the pages themselves.
  const fetch: FetchLike = (url, init) => net.fetch(url, init as Parameters<typeof net.fetch>[1]);
  // The configured merchant wins over whatever the page would send.
  const merchantHeaders = (): Record<string, string> => {
    const code = settings.get().merchantCode;
    return code ? { 'X-Merchant-Code': code } : {};
  };

  hardenAllWebContents(appOrigins);
  const pool = startMirrors({
    settings,
    bootstrap: launch.bootstrap,
    headers: merchantHeaders,
    notify: (status) => sendToApp(appWindow, IPC_EVENTS.mirrorChanged, status),
  });
  handleAppScheme(session.defaultSession, {
    rendererDir,
    proxy: createApiProxy({ pool, fetch, headers: merchantHeaders }),
    mirrorOrigins: () => pool.origins(),
  });
  const windows = new Windows({ kiosk, preload: preloadPath, appOrigins, devTools: !app.isPackaged && !kiosk });
  const kioskMode = kiosk
    ? startKiosk({
        idleTimeoutSeconds,
        send: (channel, notice) => sendToApp(appWindow, channel, notice),
        closeRemoteWindows: () => windows.closeRemoteWindows(),
        replaceAppWindow: () => openAppWindow(windows, kiosk),
      })
    : undefined;
  registerIpc(createIpcRouter(ipcDeps({ settings, pool, windows, kiosk, idleTimeoutSeconds, kioskMode }), appOrigins), () => appWindow);
  openAppWindow(windows, kiosk);
}

app.on('window-all-closed', () => app.quit());
