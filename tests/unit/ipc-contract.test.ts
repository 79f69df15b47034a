import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS, IPC_EVENTS, type IdleNotice, type IpcEvent, type MirrorStatus } from '../../src/shared/desktop';
import { createIpcRouter } from '../../src/main/core/ipc';
import { DEFAULT_SETTINGS, publicSettings } from '../../src/main/core/settings';
import { createDesktopApi, type Subscribe } from '../../src/preload/api';

const ONLINE: MirrorStatus = { active: 'https://m1.example.com', status: 'online' };

/** A fake IPC: invoke goes through main's real router; events are delivered by hand. */
function fakeIpc() {
  const route = createIpcRouter(
    {
      getSettings: () => publicSettings(DEFAULT_SETTINGS),
      setLanguage: (language) => ({ ...publicSettings(DEFAULT_SETTINGS), language }),
      mirrorStatus: () => ONLINE,
      retryMirrors: async () => ONLINE,
      openCustomerService: () => undefined,
      openGame: () => true,
      openExternal: () => true,
      endKioskSession: () => undefined,
    },
    ['app://app'],
  );
  const sent: string[] = [];
  const listeners = new Map<IpcEvent, Set<(payload: unknown) => void>>();
  const subscribe: Subscribe = (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    return () => set.delete(listener);
  };
  const api = createDesktopApi(async (channel, ...args) => {
    sent.push(channel);
    const result = await route(channel, 'app://app/index.html', args);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  }, subscribe);
  const emit = (channel: IpcEvent, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload));
  return { api, sent, emit, listeners };
}

/** The preload and main agree on every channel and on the arguments the preload sends. */
describe('preload ↔ main IPC contract', () => {
  it('every preload function sends a channel main answers, with arguments main accepts', async () => {
    const { api, sent } = fakeIpc();
    await expect(api.settings.get()).resolves.toEqual(publicSettings(DEFAULT_SETTINGS));
    await expect(api.settings.setLanguage('CN')).resolves.toMatchObject({ language: 'CN' });
    await expect(api.mirror.get()).resolves.toEqual(ONLINE);
    await expect(api.mirror.retry()).resolves.toEqual(ONLINE);
    await expect(api.windows.openCustomerService('https://cs.example.com/chat')).resolves.toBeUndefined();
    await expect(api.windows.openGame('/demo-vendor/play?t=1')).resolves.toBeUndefined();
    await expect(api.windows.openExternal('https://pay.example.com/o/1')).resolves.toBeUndefined();
    await expect(api.kiosk.endSession()).resolves.toBeUndefined();
    await expect(api.windows.openCustomerService('javascript:alert(1)')).rejects.toThrow('invalid_argument');
    await expect(api.windows.openGame('//attacker.com/')).rejects.toThrow('invalid_argument');
    expect(new Set(sent)).toEqual(new Set(Object.values(IPC_CHANNELS)));
  });

  it('delivers main’s notices to listeners until they unsubscribe', () => {
    const { api, emit, listeners } = fakeIpc();
    const statuses: MirrorStatus[] = [];
    const notices: IdleNotice[] = [];
    const stopMirror = api.mirror.onChange((status) => statuses.push(status));
    const stopIdle = api.kiosk.onIdle((notice) => notices.push(notice));
    expect(new Set(listeners.keys())).toEqual(new Set(Object.values(IPC_EVENTS)));
    emit(IPC_EVENTS.mirrorChanged, ONLINE);
    emit(IPC_EVENTS.kioskIdle, { phase: 'warning', secondsLeft: 30 });
    stopMirror();
    stopIdle();
    emit(IPC_EVENTS.mirrorChanged, { active: null, status: 'offline' });
    emit(IPC_EVENTS.kioskIdle, { phase: 'expired' });
    expect(statuses).toEqual([ONLINE]);
    expect(notices).toEqual([{ phase: 'warning', secondsLeft: 30 }]);
  });

  it('exposes only the narrow grouped API', () => {
    const { api } = fakeIpc();
    expect(Object.keys(api).sort()).toEqual(['kind', 'kiosk', 'mirror', 'settings', 'windows']);
    expect(Object.keys(api.settings).sort()).toEqual(['get', 'setLanguage']);
    expect(Object.keys(api.mirror).sort()).toEqual(['get', 'onChange', 'retry']);
    expect(Object.keys(api.windows).sort()).toEqual(['openCustomerService', 'openExternal', 'openGame']);
    expect(Object.keys(api.kiosk).sort()).toEqual(['endSession', 'onIdle']);
  });
});
