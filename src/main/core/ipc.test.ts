import { describe, expect, it, vi } from 'vitest';
import type { DesktopSettings, MirrorStatus } from '@shared/desktop';
import { createIpcRouter, IPC_CHANNELS, type IpcDeps } from './ipc';

const SETTINGS: DesktopSettings = { merchantCode: '', language: 'TH', kiosk: false, idleTimeoutSeconds: 120 };
const ONLINE: MirrorStatus = { active: 'https://m1.example.com', status: 'online' };

function setup() {
  const deps: IpcDeps = {
    getSettings: vi.fn(() => SETTINGS),
    setLanguage: vi.fn((language) => ({ ...SETTINGS, language })),
    mirrorStatus: vi.fn(() => ONLINE),
    retryMirrors: vi.fn(async () => ONLINE),
    openCustomerService: vi.fn(),
    openGame: vi.fn(() => true),
    openExternal: vi.fn(() => true),
    endKioskSession: vi.fn(),
  };
  return { deps, route: createIpcRouter(deps, ['app://app']) };
}

const APP = 'app://app/index.html';
const invalid = { ok: false, error: 'invalid_argument' };

describe('IPC router', () => {
  it('answers trusted senders on every channel', async () => {
    const { route, deps } = setup();
    expect(await route(IPC_CHANNELS.settingsGet, APP, [])).toEqual({ ok: true, value: SETTINGS });
    expect(await route(IPC_CHANNELS.settingsSetLanguage, APP, ['EN'])).toEqual({ ok: true, value: { ...SETTINGS, language: 'EN' } });
    expect(await route(IPC_CHANNELS.mirrorGet, APP, [])).toEqual({ ok: true, value: ONLINE });
    expect(await route(IPC_CHANNELS.mirrorRetry, APP, [])).toEqual({ ok: true, value: ONLINE });
    expect(await route(IPC_CHANNELS.windowsOpenCustomerService, APP, ['https://cs.example.com/'])).toEqual({ ok: true, value: undefined });
    expect(await route(IPC_CHANNELS.windowsOpenGame, APP, ['/demo-vendor/play?t=1'])).toEqual({ ok: true, value: undefined });
    expect(await route(IPC_CHANNELS.windowsOpenExternal, APP, ['https://pay.example.com/'])).toEqual({ ok: true, value: undefined });
    expect(await route(IPC_CHANNELS.kioskEndSession, APP, [])).toEqual({ ok: true, value: undefined });
    expect(deps.openCustomerService).toHaveBeenCalledWith('https://cs.example.com/');
    expect(deps.openGame).toHaveBeenCalledWith('/demo-vendor/play?t=1');
    expect(deps.endKioskSession).toHaveBeenCalledOnce();
  });

  it.each([undefined, 'https://attacker.com/', 'app://evil/', 'file:///index.html', 'app://app.attacker.com/', 'https://m1.example.com/'])(
    'refuses sender %s on every channel',
    async (sender) => {
      const { route, deps } = setup();
      for (const channel of Object.values(IPC_CHANNELS)) {
        expect(await route(channel, sender, [])).toEqual({ ok: false, error: 'untrusted_sender' });
      }
      for (const fn of Object.values(deps)) expect(fn).not.toHaveBeenCalled();
    },
  );

  it.each([
    [IPC_CHANNELS.settingsGet, ['extra']],
    [IPC_CHANNELS.settingsSetLanguage, ['FR']],
    [IPC_CHANNELS.settingsSetLanguage, []],
    [IPC_CHANNELS.settingsSetLanguage, ['EN', 'TH']],
    [IPC_CHANNELS.mirrorGet, [1]],
    [IPC_CHANNELS.mirrorRetry, [true]],
    [IPC_CHANNELS.windowsOpenCustomerService, ['javascript:alert(1)']],
    [IPC_CHANNELS.windowsOpenCustomerService, ['file:///etc/passwd']],
    [IPC_CHANNELS.windowsOpenCustomerService, [{ url: 'https://x.com' }]],
    [IPC_CHANNELS.windowsOpenGame, ['//attacker.com/x']],
    [IPC_CHANNELS.windowsOpenGame, ['/\\attacker.com/x']],
    [IPC_CHANNELS.windowsOpenGame, ['http://vendor.example.com/']],
    [IPC_CHANNELS.windowsOpenGame, [`/${'x'.repeat(5000)}`]],
    [IPC_CHANNELS.windowsOpenGame, ['/a\nb']],
    [IPC_CHANNELS.windowsOpenExternal, ['file:///C:/Windows/system32/calc.exe']],
    [IPC_CHANNELS.windowsOpenExternal, ['ms-settings:']],
    [IPC_CHANNELS.windowsOpenExternal, ['https://a.example', 'https://b.example']],
    [IPC_CHANNELS.kioskEndSession, ['now']],
  ])('%s refuses arguments %j', async (channel, args) => {
    const { route, deps } = setup();
    expect(await route(channel, APP, args)).toEqual(invalid);
    for (const fn of Object.values(deps)) expect(fn).not.toHaveBeenCalled();
  });

  it('says not_available when main cannot do it, and hides thrown errors', async () => {
    const { route, deps } = setup();
    vi.mocked(deps.openGame).mockReturnValue(false);
    vi.mocked(deps.openExternal).mockReturnValue(false);
    vi.mocked(deps.retryMirrors).mockRejectedValue(new Error('secret internals'));
    expect(await route(IPC_CHANNELS.windowsOpenGame, APP, ['/demo-vendor/play'])).toEqual({ ok: false, error: 'not_available' });
    expect(await route(IPC_CHANNELS.windowsOpenExternal, APP, ['https://x.example'])).toEqual({ ok: false, error: 'not_available' });
    expect(await route(IPC_CHANNELS.mirrorRetry, APP, [])).toEqual({ ok: false, error: 'not_available' });
  });

  it('refuses unknown channels, including prototype keys', async () => {
    const { route } = setup();
    expect(await route('settings:delete', APP, [])).toEqual({ ok: false, error: 'unknown_channel' });
    expect(await route('toString', APP, [])).toEqual({ ok: false, error: 'unknown_channel' });
    expect(await route('__proto__', APP, [])).toEqual({ ok: false, error: 'unknown_channel' });
  });
});
