import { AppError } from '../../lib/app-error';
import { hmacHex, safeEqual } from '../../lib/secrets';

/**
 * Request signing of the seamless-wallet protocol, shared by the platform (verifier) and every
 * vendor-side client (test harness, demo vendor). No I/O here.
 */
/** Where the protocol's calls live: `${SEAMLESS_PREFIX}/bet` and so on. */
export const SEAMLESS_PREFIX = '/wps/seamless';
export const VENDOR_HEADER = 'x-vendor-code';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const NONCE_HEADER = 'x-nonce';
export const SIGNATURE_HEADER = 'x-signature';

/** A request whose timestamp is further than this from our clock (either way) is refused. */
export const FRESHNESS_MS = 5 * 60_000;
/**
 * Nonces are remembered this long: a request stamped up to FRESHNESS_MS ahead stays acceptable
 * until twice the window after it was first seen.
 */
export const NONCE_RETENTION_MS = 2 * FRESHNESS_MS;

const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/u;
const TIMESTAMP_PATTERN = /^\d{1,15}$/u;
const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/u;

/** hex(HMAC-SHA256(secret, `${timestamp}.${nonce}.${rawBody}`)). */
export function signRequest(secret: string, timestamp: number | string, nonce: string, rawBody: string): string {
  return hmacHex(Buffer.from(secret, 'utf8'), `${timestamp}.${nonce}.${rawBody}`);
}

export interface SignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
}

/** Checks the headers' shape and the HMAC (constant time); returns the timestamp in ms. */
export function checkSignature(secret: string, headers: SignedHeaders, rawBody: string): number {
  const { timestamp, nonce, signature } = headers;
  if (!timestamp || !TIMESTAMP_PATTERN.test(timestamp) || !nonce || !NONCE_PATTERN.test(nonce) || !signature || !SIGNATURE_PATTERN.test(signature)) {
    throw new AppError('signature_invalid', 'Missing or malformed signature headers');
  }
  if (!safeEqual(signRequest(secret, timestamp, nonce, rawBody), signature.toLowerCase())) {
    throw new AppError('signature_invalid', 'Bad signature');
  }
  return Number(timestamp);
}

/** Refuses a request stamped outside the freshness window. */
export function checkFreshness(timestampMs: number, nowMs: number): void {
  if (Math.abs(nowMs - timestampMs) > FRESHNESS_MS) throw new AppError('stale_request', 'Request timestamp outside the freshness window');
}
