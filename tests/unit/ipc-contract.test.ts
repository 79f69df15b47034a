import { describe, expect, it } from 'vitest';
import { createIpcRouter, IPC_CHANNELS } from '../../src/main/core/ipc';
import { DEFAULT_SETTINGS } from '../../src/main/core/settings';
import { createDesktopApi } from '../../src/preload/api';

/** The preload and main agree on every channel and on the arguments the preload sends. */
describe('preload ↔ main IPC contract', () => {
  it('every preload function sends a channel main answers, with arguments main accepts', async () => {
    const route = createIpcRouter(
      {
        getSettings: () => DEFAULT_SETTINGS,
        setLanguage: (language) => ({ ...DEFAULT_SETTINGS, language }),
        openCustomerService: () => undefined,
      },
      ['app://app'],
    );
    const sent: string[] = [];
    const api = createDesktopApi(async (channel, ...args) => {
      sent.push(channel);
      const result = route(channel, 'app://app/index.html', args);
      if (!result.ok) throw new Error(result.error);
      return result.value;
    });

    await expect(api.settings.get()).resolves.toEqual(DEFAULT_SETTINGS);
    await expect(api.settings.setLanguage('CN')).resolves.toMatchObject({ language: 'CN' });
    await expect(api.windows.openCustomerService('https://cs.example.com/chat')).resolves.toBeUndefined();
    await expect(api.windows.openCustomerService('javascript:alert(1)')).rejects.toThrow('invalid_argument');

    expect(new Set(sent)).toEqual(new Set(Object.values(IPC_CHANNELS)));
  });

  it('exposes only the narrow grouped API', () => {
    const api = createDesktopApi(async () => undefined);
    expect(Object.keys(api).sort()).toEqual(['kind', 'settings', 'windows']);
    expect(Object.keys(api.settings).sort()).toEqual(['get', 'setLanguage']);
    expect(Object.keys(api.windows)).toEqual(['openCustomerService']);
  });
});
