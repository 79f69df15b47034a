import { BrowserWindow, session as sessions, type WebContents } from 'electron';
import { isBlockedInKiosk } from '../core/kiosk-input';
import { appWindowPolicy, remoteWindowPolicy } from '../core/navigation';
import { windowOptions } from '../core/window-options';
import { setContentsPolicy } from './security';

export interface WindowsConfig {
  kiosk: boolean;
  preload: string;
  appOrigins: readonly string[];
  /** Developer tools for the agent window of an unpackaged build. */
  devTools: boolean;
}

/** In a kiosk, every window swallows the reload, devtools, zoom and close shortcuts. */
function filterKioskInput(contents: WebContents, allowClose: boolean): void {
  contents.on('before-input-event', (event, input) => {
    if (isBlockedInKiosk(input, { allowClose })) event.preventDefault();
  });
  contents.on('zoom-changed', () => contents.setZoomFactor(1));
  void contents.setVisualZoomLevelLimits(1, 1);
}

/** The app window, the single customer-service window and the game windows. */
export class Windows {
  readonly #config: WindowsConfig;
  #customerService: BrowserWindow | undefined;
  readonly #games = new Set<BrowserWindow>();
  #gameCount = 0;

  constructor(config: WindowsConfig) {
    this.#config = config;
  }

  /** The app window (a fullscreen kiosk window in kiosk mode), showing `entryUrl` when ready. */
  createAppWindow(entryUrl: string): BrowserWindow {
    const { kiosk, preload, devTools, appOrigins } = this.#config;
    const window = new BrowserWindow(windowOptions(kiosk ? 'kiosk' : 'main', { preload, devTools }));
    setContentsPolicy(window.webContents, appWindowPolicy(appOrigins, kiosk));
    if (kiosk) filterKioskInput(window.webContents, false);
    window.once('ready-to-show', () => window.show());
    void window.loadURL(entryUrl);
    return window;
  }

  /** One customer-service window, 440x750, no preload, its own partition; focused if already open. */
  openCustomerService(url: string, parent?: BrowserWindow): void {
    const open = this.#customerService;
    if (open && !open.isDestroyed()) {
      if (open.isMinimized()) open.restore();
      open.focus();
      return;
    }
    const window = new BrowserWindow({ ...windowOptions('customerService'), ...this.#parent(parent) });
    this.#customerService = window;
    this.#prepareRemote(window, url);
    window.on('closed', () => {
      if (this.#customerService === window) this.#customerService = undefined;
    });
  }

  /** A game in a window of its own: sandboxed, no preload, a fresh in-memory partition, its origin only. */
  openGame(url: string, parent?: BrowserWindow): void {
    this.#gameCount += 1;
    const window = new BrowserWindow({ ...windowOptions('game', { partition: `game-${this.#gameCount}` }), ...this.#parent(parent) });
    this.#games.add(window);
    this.#prepareRemote(window, url);
    const { session } = window.webContents;
    window.on('closed', () => {
      this.#games.delete(window);
      // In-memory partitions live as long as the app: a long-running kiosk frees each game's data.
      void session.clearStorageData().then(() => session.clearCache());
    });
  }

  /** Closes every game and support window and clears the support window's stored data (kiosk wipe). */
  async closeRemoteWindows(): Promise<void> {
    for (const window of [...this.#games, this.#customerService]) if (window && !window.isDestroyed()) window.destroy();
    this.#games.clear();
    this.#customerService = undefined;
    await sessions.fromPartition(windowOptions('customerService').webPreferences.partition ?? '').clearStorageData();
  }

  #prepareRemote(window: BrowserWindow, url: string): void {
    setContentsPolicy(window.webContents, remoteWindowPolicy(url));
    if (this.#config.kiosk) filterKioskInput(window.webContents, true);
    void window.loadURL(url);
  }

  /** In a kiosk, remote windows belong to the kiosk window so they stay above it. */
  #parent(parent: BrowserWindow | undefined): { parent?: BrowserWindow } {
    return this.#config.kiosk && parent && !parent.isDestroyed() ? { parent } : {};
  }
}
