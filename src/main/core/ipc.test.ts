import { describe, expect, it, vi } from 'vitest';
import { createIpcRouter, IPC_CHANNELS, type IpcDeps } from './ipc';
import { DEFAULT_SETTINGS } from './settings';

function setup() {
  const deps: IpcDeps = {
    getSettings: vi.fn(() => DEFAULT_SETTINGS),
    setLanguage: vi.fn((language) => ({ ...DEFAULT_SETTINGS, language })),
    openCustomerService: vi.fn(),
  };
  return { deps, route: createIpcRouter(deps, ['app://app']) };
}

const APP = 'app://app/index.html';

describe('IPC router', () => {
  it('answers trusted senders', () => {
    const { route, deps } = setup();
    expect(route(IPC_CHANNELS.settingsGet, APP, [])).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    expect(route(IPC_CHANNELS.settingsSetLanguage, APP, ['EN'])).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, language: 'EN' },
    });
    expect(route(IPC_CHANNELS.windowsOpenCustomerService, APP, ['https://cs.example.com/'])).toEqual({ ok: true, value: undefined });
    expect(deps.openCustomerService).toHaveBeenCalledWith('https://cs.example.com/');
  });

  it.each([undefined, 'https://attacker.com/', 'app://evil/', 'file:///index.html', 'app://app.attacker.com/'])(
    'refuses sender %s',
    (sender) => {
      const { route, deps } = setup();
      expect(route(IPC_CHANNELS.settingsGet, sender, [])).toEqual({ ok: false, error: 'untrusted_sender' });
      expect(deps.getSettings).not.toHaveBeenCalled();
    },
  );

  it('validates every argument', () => {
    const { route, deps } = setup();
    const invalid = { ok: false, error: 'invalid_argument' };
    expect(route(IPC_CHANNELS.settingsGet, APP, ['extra'])).toEqual(invalid);
    expect(route(IPC_CHANNELS.settingsSetLanguage, APP, ['FR'])).toEqual(invalid);
    expect(route(IPC_CHANNELS.settingsSetLanguage, APP, [])).toEqual(invalid);
    expect(route(IPC_CHANNELS.settingsSetLanguage, APP, ['EN', 'TH'])).toEqual(invalid);
    expect(route(IPC_CHANNELS.windowsOpenCustomerService, APP, ['javascript:alert(1)'])).toEqual(invalid);
    expect(route(IPC_CHANNELS.windowsOpenCustomerService, APP, ['file:///etc/passwd'])).toEqual(invalid);
    expect(route(IPC_CHANNELS.windowsOpenCustomerService, APP, [{ url: 'https://x.com' }])).toEqual(invalid);
    expect(deps.setLanguage).not.toHaveBeenCalled();
    expect(deps.openCustomerService).not.toHaveBeenCalled();
  });

  it('refuses unknown channels, including prototype keys', () => {
    const { route } = setup();
    expect(route('settings:delete', APP, [])).toEqual({ ok: false, error: 'unknown_channel' });
    expect(route('toString', APP, [])).toEqual({ ok: false, error: 'unknown_channel' });
  });
});
