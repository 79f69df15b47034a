/**
 * How the shell tells a failing mirror from a failing machine. Errors come from Chromium's network
 * stack (`net::ERR_…` messages of Electron's net.fetch) or from Node's fetch (`cause.code`); both
 * are read here so the same rules hold in the shell and in the unit tests.
 */
export type FailureReason = 'offline' | 'refused' | 'timeout' | 'tls' | 'dns' | 'http' | 'other';

export type ProbeOutcome = { ok: true } | { ok: false; reason: FailureReason };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const RULES: readonly [FailureReason, RegExp][] = [
  // The machine has no network: never the mirror's fault.
  ['offline', /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_NETWORK_IO_SUSPENDED|ENETUNREACH|ENETDOWN/u],
  ['timeout', /ERR_TIMED_OUT|ERR_CONNECTION_TIMED_OUT|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|TimeoutError|AbortError/u],
  ['tls', /ERR_CERT_|ERR_SSL_|ERR_BAD_SSL|CERT_|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|EPROTO/u],
  ['dns', /ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ENOTFOUND|EAI_AGAIN/u],
  [
    'refused',
    /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_CONNECTION_FAILED|ERR_EMPTY_RESPONSE|ERR_ADDRESS_UNREACHABLE|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|EPIPE|UND_ERR_SOCKET|other side closed/u,
  ],
];

function describe(error: unknown, depth = 0): string {
  if (depth > 4 || typeof error !== 'object' || error === null) return typeof error === 'string' ? error : '';
  const { name, message, code, cause } = error as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
  const own = [name, message, code].filter((part): part is string => typeof part === 'string').join(' ');
  return `${own} ${describe(cause, depth + 1)}`;
}

/** Why a request to a mirror failed, from the error its fetch threw. */
export function classifyNetworkError(error: unknown): FailureReason {
  const text = describe(error);
  for (const [reason, pattern] of RULES) if (pattern.test(text)) return reason;
  return 'other';
}

/** Gateway answers of a proxy or CDN in front of a dead mirror. */
export function isGatewayFailureStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/**
 * True when a body is the platform's own `{ success, … }` envelope: a 503 carrying it (maintenance)
 * is the platform speaking, not a dead mirror, and every mirror would say the same.
 */
export function isPlatformEnvelope(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
  } catch {
    return false;
  }
}

/** Probes a mirror with `GET <origin>/healthz`: healthy on a 2xx answer. */
export function createHttpProbe(fetchImpl: FetchLike, path = '/healthz') {
  return async (origin: string, signal: AbortSignal): Promise<ProbeOutcome> => {
    try {
      const response = await fetchImpl(`${origin}${path}`, { method: 'GET', signal, redirect: 'manual', headers: { 'Cache-Control': 'no-cache' } });
      await response.body?.cancel().catch(() => undefined);
      return response.ok ? { ok: true } : { ok: false, reason: 'http' };
    } catch (error) {
      return { ok: false, reason: signal.aborted ? 'timeout' : classifyNetworkError(error) };
    }
  };
}
