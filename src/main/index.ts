import { fileURLToPath } from 'node:url';
import { app, session, type BrowserWindow } from 'electron';
import { registerAppSchemePrivileges, handleAppScheme } from './adapters/app-scheme';
import { registerIpc } from './adapters/ipc';
import { hardenAllWebContents } from './adapters/security';
import { openSettingsStore } from './adapters/settings-store';
import { createMainWindow, openCustomerService } from './adapters/windows';
import { APP_ENTRY, APP_ORIGIN } from './core/app-protocol';
import { createIpcRouter } from './core/ipc';
import { originOf } from './core/origin';

/** Wiring only: the decisions live in ./core, the Electron calls in ./adapters. */
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const rendererDir = fileURLToPath(new URL('../renderer', import.meta.url));
const apiOrigin = process.env.PLATFORM_URL ?? 'http://localhost:8080';
// electron-vite dev serves the renderer with hot reload; packaged builds never honour it.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const appOrigins = [APP_ORIGIN, ...(devUrl ? [originOf(devUrl) ?? APP_ORIGIN] : [])];

let mainWindow: BrowserWindow | undefined;

// Tests (and several side-by-side dev profiles) keep their settings apart; packaged builds ignore it.
if (!app.isPackaged && process.env.DESKTOP_USER_DATA) app.setPath('userData', process.env.DESKTOP_USER_DATA);

registerAppSchemePrivileges();
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.focus();
  });
  void app.whenReady().then(start);
}

function start(): void {
  const settings = openSettingsStore();
  handleAppScheme(session.defaultSession, rendererDir, apiOrigin);
  hardenAllWebContents((contents) => {
    if (contents === mainWindow?.webContents) return appOrigins;
    // Other windows stay on the origin they were opened with.
    const origin = originOf(contents.getURL());
    return origin ? [origin] : [];
  });
  registerIpc(
    createIpcRouter(
      { getSettings: settings.get, setLanguage: settings.setLanguage, openCustomerService },
      appOrigins,
    ),
    () => mainWindow,
  );
  mainWindow = createMainWindow(preloadPath, devUrl ?? APP_ENTRY);
  mainWindow.on('closed', () => {
    mainWindow = undefined;
  });
}

app.on('window-all-closed', () => app.quit());
