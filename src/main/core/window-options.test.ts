import { describe, expect, it } from 'vitest';
import { windowOptions, type WindowKind } from './window-options';

const KINDS: WindowKind[] = ['main', 'customerService'];

describe('window options', () => {
  it.each(KINDS)('%s keeps the security checklist', (kind) => {
    const { webPreferences } = windowOptions(kind, '/app/out/preload/index.cjs');
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('gives the preload only to the app window', () => {
    expect(windowOptions('main', '/p.cjs').webPreferences.preload).toBe('/p.cjs');
    expect(windowOptions('customerService', '/p.cjs').webPreferences.preload).toBeUndefined();
  });

  it('opens customer service at 440x750, not resizable, in its own partition', () => {
    const options = windowOptions('customerService');
    expect([options.width, options.height, options.resizable]).toEqual([440, 750, false]);
    expect(options.webPreferences.partition).toMatch(/^persist:/u);
  });
});
