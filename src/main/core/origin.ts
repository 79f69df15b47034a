/**
 * Origin checks for navigation and IPC senders. URLs are parsed, never compared as strings, so
 * `https://example.com.attacker.com` or `https://example.com@attacker.com` never pass for
 * `https://example.com`.
 */

/** Schemes the shell ever trusts. Custom schemes get an origin built by hand: WHATWG gives "null". */
const TRUSTED_SCHEMES = new Set(['https:', 'http:', 'app:']);

/** The origin of a URL (`scheme://host[:port]`), or undefined when it is not a trusted web origin. */
export function originOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!TRUSTED_SCHEMES.has(parsed.protocol) || parsed.host === '') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  if (parsed.protocol === 'app:') return `app://${parsed.host.toLowerCase()}`;
  return parsed.origin;
}

/** True when `url` has exactly one of the allowed origins. */
export function isAllowedOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(url);
  if (origin === undefined) return false;
  return allowedOrigins.some((allowed) => originOf(allowed) === origin);
}

/** localhost, 127.0.0.0/8 or [::1]: plain http is accepted there only (development and tests). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/u.test(hostname);
}

/** True for an https URL (http only on loopback, for local development and tests). */
export function isSafeExternalUrl(url: string): boolean {
  const origin = originOf(url);
  if (origin === undefined) return false;
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && isLoopbackHost(hostname);
}
