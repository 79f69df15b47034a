import type { MirrorPool } from './mirror-pool';
import { classifyNetworkError, isGatewayFailureStatus, isPlatformEnvelope, type FailureReason, type FetchLike } from './mirror-probe';

export interface ApiProxyDeps {
  pool: Pick<MirrorPool, 'activeOrigin' | 'reportFailure'>;
  /** Electron's net.fetch in the shell (system proxy and certificates), Node's fetch in tests. */
  fetch: FetchLike;
  /** Until the answer's headers arrive; a mirror slower than this counts as failing. */
  timeoutMs?: number;
  /** Headers main adds to every call (the configured merchant code). */
  headers?: () => Record<string, string>;
}

/**
 * Not forwarded: hop-by-hop headers, what would tell the platform about the app:// page, and the
 * encoding (the fetch below negotiates and decodes its own).
 */
const DROPPED_REQUEST_HEADERS = new Set([
  'accept-encoding',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'origin',
  'referer',
  'cookie',
  'content-length',
]);
/** The fetch below already decoded the body, so its encoding and length no longer hold. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);
/** Only these are sent again to another mirror after a failure: money-moving calls never are. */
const RETRIED_METHODS = new Set(['GET', 'HEAD']);

type Attempt = { kind: 'answer'; response: Response } | { kind: 'failed'; reason: FailureReason };

function filtered(source: Headers, dropped: Set<string>, extra: Record<string, string> = {}): Headers {
  const headers = new Headers();
  source.forEach((value, name) => {
    if (!dropped.has(name.toLowerCase())) headers.set(name, value);
  });
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** The platform's envelope for "no mirror answers", which the renderer already translates. */
export function unreachableResponse(): Response {
  const body = JSON.stringify({ success: false, code: 'service_unavailable', message: 'The platform cannot be reached' });
  return new Response(body, { status: 503, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
}

async function attempt(deps: ApiProxyDeps, url: string, init: RequestInit): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('mirror too slow', 'TimeoutError')), deps.timeoutMs ?? 20_000);
  let response: Response;
  try {
    response = await deps.fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    return { kind: 'failed', reason: controller.signal.aborted ? 'timeout' : classifyNetworkError(error) };
  } finally {
    clearTimeout(timer);
  }
  if (response.status < 200 || response.status > 599) return { kind: 'failed', reason: 'http' };
  const headers = filtered(response.headers, DROPPED_RESPONSE_HEADERS);
  if (!isGatewayFailureStatus(response.status)) {
    return { kind: 'answer', response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }) };
  }
  // A 502/503/504 is the platform speaking (maintenance) only when it carries the platform's envelope.
  const text = await response.text().catch(() => '');
  if (!isPlatformEnvelope(text)) return { kind: 'failed', reason: 'http' };
  return { kind: 'answer', response: new Response(text, { status: response.status, statusText: response.statusText, headers }) };
}

/**
 * The renderer's API calls, proxied by main to the active mirror (the renderer keeps calling its own
 * app:// origin, so no CORS and no per-mirror state in the page). Each failure is reported to the
 * pool, which verifies and fails over; GET and HEAD are then sent once more to the new mirror.
 */
export function createApiProxy(deps: ApiProxyDeps) {
  return async (pathAndQuery: string, request: Request): Promise<Response> => {
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    const headers = filtered(request.headers, DROPPED_REQUEST_HEADERS, deps.headers?.());
    const attempts = RETRIED_METHODS.has(method) ? 2 : 1;
    for (let tried = 1; ; tried += 1) {
      const origin = await deps.pool.activeOrigin();
      if (origin === null) return unreachableResponse();
      const result = await attempt(deps, `${origin}${pathAndQuery}`, { method, headers, body, redirect: 'manual' });
      if (result.kind === 'answer') return result.response;
      await deps.pool.reportFailure(origin, result.reason);
      if (tried >= attempts) return unreachableResponse();
    }
  };
}
