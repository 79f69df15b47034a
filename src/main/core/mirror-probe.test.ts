import { describe, expect, it } from 'vitest';
import { classifyNetworkError, isPlatformEnvelope } from './mirror-probe';

const node = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

describe('network error classification', () => {
  it.each([
    [new Error('net::ERR_INTERNET_DISCONNECTED'), 'offline'],
    [new Error('net::ERR_NETWORK_CHANGED'), 'offline'],
    [node('ENETUNREACH'), 'offline'],
    [new Error('net::ERR_CONNECTION_REFUSED'), 'refused'],
    [node('ECONNREFUSED'), 'refused'],
    [node('ECONNRESET'), 'refused'],
    [new Error('net::ERR_TIMED_OUT'), 'timeout'],
    [node('UND_ERR_CONNECT_TIMEOUT'), 'timeout'],
    [new DOMException('too slow', 'TimeoutError'), 'timeout'],
    [new Error('net::ERR_CERT_AUTHORITY_INVALID'), 'tls'],
    [new Error('net::ERR_SSL_PROTOCOL_ERROR'), 'tls'],
    [node('DEPTH_ZERO_SELF_SIGNED_CERT'), 'tls'],
    [new Error('net::ERR_NAME_NOT_RESOLVED'), 'dns'],
    [node('ENOTFOUND'), 'dns'],
    [new Error('something else'), 'other'],
    ['a string', 'other'],
  ])('%s → %s', (error, reason) => {
    expect(classifyNetworkError(error)).toBe(reason);
  });

  it('tells the platform’s envelope from a gateway page', () => {
    expect(isPlatformEnvelope('{"success":false,"code":"info_maintenance"}')).toBe(true);
    expect(isPlatformEnvelope('<h1>503 Service Unavailable</h1>')).toBe(false);
    expect(isPlatformEnvelope('{"error":"bad gateway"}')).toBe(false);
  });
});
