import { isLanguage, type Language } from '@shared/constants';
import { isAllowedOrigin, isSafeExternalUrl } from './origin';
import type { AppSettings } from './settings';

/**
 * The IPC contract of the preload API, one channel per function. Main checks the sender and every
 * argument here before anything runs; the preload (src/preload/api.ts) sends on the same channel
 * names, which tests/unit/ipc-contract.test.ts keeps in step.
 */
export const IPC_CHANNELS = {
  settingsGet: 'settings:get',
  settingsSetLanguage: 'settings:set-language',
  windowsOpenCustomerService: 'windows:open-customer-service',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

export interface IpcDeps {
  getSettings: () => AppSettings;
  setLanguage: (language: Language) => AppSettings;
  openCustomerService: (url: string) => void;
}

export type IpcResult =
  | { ok: true; value: unknown }
  | { ok: false; error: 'untrusted_sender' | 'unknown_channel' | 'invalid_argument' };

type Handler = (args: readonly unknown[]) => IpcResult;

function handlers(deps: IpcDeps): Record<IpcChannel, Handler> {
  return {
    [IPC_CHANNELS.settingsGet]: (args) => (args.length === 0 ? ok(deps.getSettings()) : invalid()),
    [IPC_CHANNELS.settingsSetLanguage]: (args) => {
      const [language] = args;
      return args.length === 1 && isLanguage(language) ? ok(deps.setLanguage(language)) : invalid();
    },
    [IPC_CHANNELS.windowsOpenCustomerService]: (args) => {
      const [url] = args;
      if (args.length !== 1 || typeof url !== 'string' || url.length > 2048 || !isSafeExternalUrl(url)) return invalid();
      deps.openCustomerService(url);
      return ok(undefined);
    },
  };
}

/**
 * Builds the dispatcher main registers for every channel. `senderUrl` is the URL of the frame that
 * sent the message; only the app's own origins may call.
 */
export function createIpcRouter(deps: IpcDeps, trustedOrigins: readonly string[]) {
  const table = handlers(deps);
  return (channel: string, senderUrl: string | undefined, args: readonly unknown[]): IpcResult => {
    if (senderUrl === undefined || !isAllowedOrigin(senderUrl, trustedOrigins)) {
      return { ok: false, error: 'untrusted_sender' };
    }
    if (!Object.prototype.hasOwnProperty.call(table, channel)) return { ok: false, error: 'unknown_channel' };
    return table[channel as IpcChannel](args);
  };
}

function ok(value: unknown): IpcResult {
  return { ok: true, value };
}

function invalid(): IpcResult {
  return { ok: false, error: 'invalid_argument' };
}
