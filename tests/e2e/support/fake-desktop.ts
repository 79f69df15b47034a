import type { Page } from '@playwright/test';
import type { DesktopApi, DesktopSettings, IdleNotice, MirrorStatus } from '../../../src/preload/api';
import { IPC_CHANNELS, IPC_EVENTS } from '../../../src/shared/desktop';

/** One message the renderer sent through window.desktop. */
export interface DesktopCall {
  channel: string;
  args: unknown[];
}

interface FakeWindow {
  desktop?: DesktopApi;
  __desktopInvoke(channel: string, args: unknown[]): Promise<unknown>;
  __desktopEmit?(channel: string, payload: unknown): void;
}

/**
 * A desktop shell for the web build in Chromium: the page gets a `window.desktop` with the preload's
 * shape, whose calls land here (in the test process, so the "settings" survive reloads like the
 * shell's), and the test sends the shell's notices (mirror changed, idle countdown) to the page.
 */
export class FakeDesktop {
  readonly calls: DesktopCall[] = [];
  settings: DesktopSettings = { merchantCode: '', language: 'EN', kiosk: false, idleTimeoutSeconds: 120 };
  mirror: MirrorStatus = { active: 'https://m1.example.com', status: 'online' };
  /** What mirror:retry answers. */
  afterRetry: MirrorStatus = { active: 'https://m1.example.com', status: 'online' };

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.exposeFunction('__desktopInvoke', (channel: string, args: unknown[]) => this.#answer(channel, args));
    await this.page.addInitScript(installFakeDesktop, { channels: IPC_CHANNELS, events: IPC_EVENTS });
  }

  callsOn(channel: string): unknown[][] {
    return this.calls.filter((call) => call.channel === channel).map((call) => call.args);
  }

  async emitMirror(status: MirrorStatus): Promise<void> {
    this.mirror = status;
    await this.#emit(IPC_EVENTS.mirrorChanged, status);
  }

  async emitIdle(notice: IdleNotice): Promise<void> {
    await this.#emit(IPC_EVENTS.kioskIdle, notice);
  }

  async #emit(channel: string, payload: unknown): Promise<void> {
    await this.page.evaluate(([c, p]) => (window as unknown as FakeWindow).__desktopEmit?.(c, p), [channel, payload] as const);
  }

  #answer(channel: string, args: unknown[]): unknown {
    this.calls.push({ channel, args });
    switch (channel) {
      case IPC_CHANNELS.settingsGet:
        return this.settings;
      case IPC_CHANNELS.settingsSetLanguage:
        this.settings = { ...this.settings, language: args[0] as DesktopSettings['language'] };
        return this.settings;
      case IPC_CHANNELS.mirrorGet:
        return this.mirror;
      case IPC_CHANNELS.mirrorRetry:
        this.mirror = this.afterRetry;
        return this.mirror;
      default:
        return undefined;
    }
  }
}

/** Runs in the page before its scripts: the same grouping as src/preload/api.ts, typed against it. */
function installFakeDesktop({ channels, events }: { channels: typeof IPC_CHANNELS; events: typeof IPC_EVENTS }): void {
  const page = window as unknown as FakeWindow;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const invoke = <T,>(channel: string, ...args: unknown[]) => page.__desktopInvoke(channel, args) as Promise<T>;
  const subscribe = <T,>(channel: string, listener: (payload: T) => void) => {
    const set = listeners.get(channel) ?? new Set();
    const wrapped = (payload: unknown) => listener(payload as T);
    set.add(wrapped);
    listeners.set(channel, set);
    return () => {
      set.delete(wrapped);
    };
  };
  page.__desktopEmit = (channel, payload) => listeners.get(channel)?.forEach((listener) => listener(payload));
  const api: DesktopApi = {
    kind: 'desktop',
    settings: {
      get: () => invoke(channels.settingsGet),
      setLanguage: (language) => invoke(channels.settingsSetLanguage, language),
    },
    mirror: {
      get: () => invoke(channels.mirrorGet),
      retry: () => invoke(channels.mirrorRetry),
      onChange: (listener) => subscribe(events.mirrorChanged, listener),
    },
    windows: {
      openCustomerService: (url) => invoke(channels.windowsOpenCustomerService, url),
      openGame: (url) => invoke(channels.windowsOpenGame, url),
      openExternal: (url) => invoke(channels.windowsOpenExternal, url),
    },
    kiosk: {
      onIdle: (listener) => subscribe(events.kioskIdle, listener),
      endSession: () => invoke(channels.kioskEndSession),
    },
  };
  page.desktop = Object.freeze(api);
}
