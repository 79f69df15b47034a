import { isAllowedOrigin, isSafeExternalUrl, originOf } from './origin';

/**
 * What each web contents may do: where its top frame may navigate and what happens to the windows
 * it tries to open. Contents main did not register get no navigation and no windows at all.
 */
export interface ContentsPolicy {
  /** Origins the top frame may navigate or be redirected to. */
  origins: readonly string[];
  /**
   * `external`: https links go to the system browser (the agent's app window);
   * `same-window`: links on the window's own origin load in place (game and support windows);
   * `deny`: nothing opens (the kiosk).
   */
  windowOpen: 'external' | 'same-window' | 'deny';
}

export type WindowOpenDecision = { action: 'deny' } | { action: 'external'; url: string } | { action: 'same-window'; url: string };

export const MAX_URL_LENGTH = 4096;

export function navigationAllowed(policy: ContentsPolicy | undefined, url: string): boolean {
  return policy !== undefined && url.length <= MAX_URL_LENGTH && isAllowedOrigin(url, policy.origins);
}

/** Decides window.open and target=_blank; the default is always deny. */
export function decideWindowOpen(policy: ContentsPolicy | undefined, url: string): WindowOpenDecision {
  if (!policy || url.length > MAX_URL_LENGTH) return { action: 'deny' };
  if (policy.windowOpen === 'external' && isExternalLink(url)) return { action: 'external', url: new URL(url).href };
  if (policy.windowOpen === 'same-window' && isAllowedOrigin(url, policy.origins)) return { action: 'same-window', url };
  return { action: 'deny' };
}

const MAILTO = /^mailto:[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}$/u;
const TEL = /^tel:\+?[0-9][0-9 ()-]{2,31}$/u;

/**
 * What shell.openExternal may be given: https (or loopback http in development), parsed, without
 * credentials, or a plain mailto:/tel: address (support e-mail and phone); never file:, custom
 * protocol handlers or anything else the OS would run.
 */
export function isExternalLink(url: string): boolean {
  return url.length <= MAX_URL_LENGTH && (isSafeExternalUrl(url) || MAILTO.test(url) || TEL.test(url));
}

/** The app window: its own origins; links out to the system browser, except in a kiosk. */
export function appWindowPolicy(appOrigins: readonly string[], kiosk: boolean): ContentsPolicy {
  return { origins: appOrigins, windowOpen: kiosk ? 'deny' : 'external' };
}

/** A game or support window: it stays on the origin it was opened with. */
export function remoteWindowPolicy(url: string): ContentsPolicy | undefined {
  const origin = originOf(url);
  return origin === undefined ? undefined : { origins: [origin], windowOpen: 'same-window' };
}

/**
 * The absolute URL of a game launch. Launch answers may be root-relative (the built-in demo vendor
 * lives at /demo-vendor/… on the platform), which resolve against the ACTIVE MIRROR, never the
 * app:// origin (that would give remote content the app's origin). Absolute URLs must be https
 * (loopback http in development). Undefined when the URL is not acceptable.
 */
export function resolveGameUrl(url: string, activeMirror: string | null): string | undefined {
  if (url.length > MAX_URL_LENGTH) return undefined;
  if (url.startsWith('/')) {
    // `//host` and `/\host` are network-path references to another host, not paths.
    if (url.startsWith('//') || url.startsWith('/\\') || activeMirror === null) return undefined;
    const resolved = new URL(url, activeMirror);
    return resolved.origin === activeMirror ? resolved.href : undefined;
  }
  return isSafeExternalUrl(url) ? new URL(url).href : undefined;
}

/** The only permission granted: writing to the clipboard (copy ID) from the app's own pages. */
export function permissionAllowed(permission: string, requestingUrl: string, appOrigins: readonly string[]): boolean {
  return permission === 'clipboard-sanitized-write' && isAllowedOrigin(requestingUrl, appOrigins);
}
