import { isLanguage, type Language } from '@shared/constants';
import { IPC_CHANNELS, type DesktopSettings, type IpcChannel, type MirrorStatus } from '@shared/desktop';
import { isExternalLink, MAX_URL_LENGTH } from './navigation';
import { isAllowedOrigin, isSafeExternalUrl } from './origin';

/**
 * The IPC router of the preload API, one channel per function (names in src/shared/desktop.ts).
 * Main checks the sender and every argument here before anything runs; the adapter adds the check
 * that the message comes from the app window's top frame.
 */
export { IPC_CHANNELS, type IpcChannel };

export interface IpcDeps {
  getSettings: () => DesktopSettings;
  setLanguage: (language: Language) => DesktopSettings;
  mirrorStatus: () => MirrorStatus;
  /** Probes every mirror now, quarantined ones too (the offline screen's retry). */
  retryMirrors: () => Promise<MirrorStatus>;
  openCustomerService: (url: string) => void;
  /** False when the game cannot be opened (a relative URL while no mirror answers). */
  openGame: (url: string) => boolean;
  /** False when links may not leave the app (the kiosk). */
  openExternal: (url: string) => boolean;
  /** Signs the kiosk's customer out now: wipes their data and starts afresh. */
  endKioskSession: () => void;
}

export type IpcError = 'untrusted_sender' | 'unknown_channel' | 'invalid_argument' | 'not_available';
export type IpcResult = { ok: true; value: unknown } | { ok: false; error: IpcError };

type Handler = (args: readonly unknown[]) => IpcResult | Promise<IpcResult>;

const ok = (value: unknown): IpcResult => ({ ok: true, value });
const fail = (error: IpcError): IpcResult => ({ ok: false, error });
const invalid = (): IpcResult => fail('invalid_argument');

/** A single string argument, within the URL length limit, that `accept` approves. */
function urlArgument(args: readonly unknown[], accept: (url: string) => boolean): string | undefined {
  const [url] = args;
  return args.length === 1 && typeof url === 'string' && url.length <= MAX_URL_LENGTH && accept(url) ? url : undefined;
}

/** A game launch URL: absolute https (loopback http in development) or a root-relative path. */
export function isGameUrlArgument(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\') && ![...url].some((c) => c.charCodeAt(0) < 0x20);
  return isSafeExternalUrl(url);
}

const noArguments = (run: () => unknown): Handler => (args) => (args.length === 0 ? ok(run()) : invalid());

function handlers(deps: IpcDeps): Record<IpcChannel, Handler> {
  return {
    [IPC_CHANNELS.settingsGet]: noArguments(deps.getSettings),
    [IPC_CHANNELS.settingsSetLanguage]: (args) => {
      const [language] = args;
      return args.length === 1 && isLanguage(language) ? ok(deps.setLanguage(language)) : invalid();
    },
    [IPC_CHANNELS.mirrorGet]: noArguments(deps.mirrorStatus),
    [IPC_CHANNELS.mirrorRetry]: async (args) => (args.length === 0 ? ok(await deps.retryMirrors()) : invalid()),
    [IPC_CHANNELS.windowsOpenCustomerService]: (args) => {
      const url = urlArgument(args, isSafeExternalUrl);
      if (url === undefined) return invalid();
      deps.openCustomerService(url);
      return ok(undefined);
    },
    [IPC_CHANNELS.windowsOpenGame]: (args) => {
      const url = urlArgument(args, isGameUrlArgument);
      if (url === undefined) return invalid();
      return deps.openGame(url) ? ok(undefined) : fail('not_available');
    },
    [IPC_CHANNELS.windowsOpenExternal]: (args) => {
      const url = urlArgument(args, isExternalLink);
      if (url === undefined) return invalid();
      return deps.openExternal(url) ? ok(undefined) : fail('not_available');
    },
    [IPC_CHANNELS.kioskEndSession]: noArguments(() => {
      deps.endKioskSession();
      return undefined;
    }),
  };
}

/**
 * Builds the dispatcher main registers for every channel. `senderUrl` is the URL of the frame that
 * sent the message; only the app's own origins may call. A handler that throws answers
 * `not_available` instead of leaking the error to the page.
 */
export function createIpcRouter(deps: IpcDeps, trustedOrigins: readonly string[]) {
  const table = handlers(deps);
  return async (channel: string, senderUrl: string | undefined, args: readonly unknown[]): Promise<IpcResult> => {
    if (senderUrl === undefined || !isAllowedOrigin(senderUrl, trustedOrigins)) return fail('untrusted_sender');
    if (!Object.prototype.hasOwnProperty.call(table, channel)) return fail('unknown_channel');
    try {
      return await table[channel as IpcChannel](args);
    } catch {
      return fail('not_available');
    }
  };
}
