import { describe, expect, it } from 'vitest';
import { REMOTE_KINDS, WINDOW_KINDS, windowOptions, type WindowKind } from './window-options';

const PRELOAD = '/app/out/preload/index.cjs';
/** Every kind, asked the way an attacker would wish: with a preload and developer tools. */
const ALL = WINDOW_KINDS.map((kind) => [kind, windowOptions(kind, { preload: PRELOAD, devTools: true, partition: 'game-1' })] as const);

describe('window options', () => {
  it('covers every kind', () => {
    expect([...WINDOW_KINDS].sort()).toEqual(['customerService', 'game', 'kiosk', 'main']);
  });

  it.each(ALL)('%s keeps the security checklist', (_kind, { webPreferences }) => {
    expect(webPreferences).toMatchObject({
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
    });
    expect(Object.keys(webPreferences)).not.toContain('enableBlinkFeatures');
  });

  it.each(REMOTE_KINDS.map((kind) => [kind] as const))('remote %s gets no preload, no devtools and its own partition', (kind) => {
    const { webPreferences } = windowOptions(kind, { preload: PRELOAD, devTools: true, partition: 'game-1' });
    expect(webPreferences.preload).toBeUndefined();
    expect(webPreferences.devTools).toBe(false);
    expect(webPreferences.partition).toMatch(/^(persist:customer-service|game-1)$/u);
  });

  it('gives the preload only to the app’s own windows, which share the default session', () => {
    const withPreload = ALL.filter(([, options]) => options.webPreferences.preload !== undefined).map(([kind]) => kind);
    expect(withPreload.sort()).toEqual<WindowKind[]>(['kiosk', 'main']);
    for (const kind of ['main', 'kiosk'] as const) expect(windowOptions(kind, { preload: PRELOAD }).webPreferences.partition).toBeUndefined();
  });

  it('never opens developer tools in a kiosk, and only on request in the agent window', () => {
    expect(windowOptions('kiosk', { devTools: true }).webPreferences.devTools).toBe(false);
    expect(windowOptions('main').webPreferences.devTools).toBe(false);
    expect(windowOptions('main', { devTools: true }).webPreferences.devTools).toBe(true);
  });

  it('makes the kiosk a fullscreen kiosk window that cannot be closed or minimized', () => {
    expect(windowOptions('kiosk')).toMatchObject({ kiosk: true, fullscreen: true, closable: false, minimizable: false, autoHideMenuBar: true });
    expect(windowOptions('main').kiosk).toBeUndefined();
  });

  it('opens customer service at 440x750, not resizable, in its own persistent partition', () => {
    const options = windowOptions('customerService');
    expect([options.width, options.height, options.resizable, options.maximizable, options.fullscreenable]).toEqual([440, 750, false, false, false]);
    expect(options.webPreferences.partition).toBe('persist:customer-service');
  });

  it('gives each game window the in-memory partition it is handed', () => {
    expect(windowOptions('game', { partition: 'game-7' }).webPreferences.partition).toBe('game-7');
    expect(windowOptions('game', { partition: 'game-7' }).webPreferences.partition).not.toMatch(/^persist:/u);
  });
});
