import { afterEach, describe, expect, it } from 'vitest';
import { createApiProxy } from './api-proxy';
import { MirrorPool } from './mirror-pool';
import { createHttpProbe } from './mirror-probe';
import { startMirrorServer, type MirrorServer } from './testing/mirror-server';

const servers: MirrorServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setup(count: number, options: { timeoutMs?: number } = {}) {
  const mirrors: MirrorServer[] = [];
  for (let i = 0; i < count; i += 1) mirrors.push(await startMirrorServer(`m${i}`));
  servers.push(...mirrors);
  const pool = new MirrorPool({
    mirrors: mirrors.map((m, i) => ({ origin: m.origin, priority: i })),
    probe: createHttpProbe(fetch),
    probeTimeoutMs: 1500,
    isOnline: () => true,
  });
  const proxy = createApiProxy({ pool, fetch, timeoutMs: options.timeoutMs ?? 3000, headers: () => ({ 'X-Merchant-Code': 'demo' }) });
  return { mirrors, pool, proxy };
}

const appRequest = (path: string, init: RequestInit = {}) => new Request(`app://app${path}`, init);

async function valueOf(response: Response): Promise<{ mirror: string; url: string; body: string }> {
  return ((await response.json()) as { value: { mirror: string; url: string; body: string } }).value;
}

describe('API proxy to the active mirror', () => {
  it('forwards method, path, query, body and headers, adds the merchant code, drops the app origin', async () => {
    const { proxy, mirrors } = await setup(1);
    const response = await proxy(
      '/wps/member/info?x=1',
      appRequest('/wps/member/info?x=1', {
        method: 'POST',
        body: '{"a":1}',
        headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json', Origin: 'app://app', 'Accept-Encoding': 'br' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await valueOf(response)).toEqual({ mirror: 'm0', url: '/wps/member/info?x=1', body: '{"a":1}' });
    const seen = mirrors[0]?.requests.find((r) => r.url.startsWith('/wps/member'));
    expect(seen?.method).toBe('POST');
    expect(seen?.headers).toMatchObject({ authorization: 'Bearer t', 'x-merchant-code': 'demo', 'content-type': 'application/json' });
    expect(seen?.headers.origin).toBeUndefined();
    expect(seen?.headers['accept-encoding']).not.toBe('br');
  });

  it('retries a GET on the next mirror when the active one dies, and stays there', async () => {
    const { proxy, mirrors, pool } = await setup(2);
    const [first, second] = mirrors as [MirrorServer, MirrorServer];
    expect(await valueOf(await proxy('/wps/a', appRequest('/wps/a')))).toMatchObject({ mirror: 'm0' });
    await first.close();
    expect(await valueOf(await proxy('/wps/b', appRequest('/wps/b')))).toMatchObject({ mirror: 'm1' });
    expect(pool.status()).toEqual({ active: second.origin, status: 'online' });
  });

  it('never resends a POST: it fails over for the next call and answers service_unavailable', async () => {
    const { proxy, mirrors, pool } = await setup(2);
    const [first, second] = mirrors as [MirrorServer, MirrorServer];
    await pool.refresh();
    first.mode = 'gateway503';
    const response = await proxy('/wps/transfer', appRequest('/wps/transfer', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, code: 'service_unavailable' });
    expect(second.requests.filter((r) => r.url === '/wps/transfer')).toHaveLength(0);
    expect(pool.status().active).toBe(second.origin);
  });

  it('passes the platform’s own 503 (maintenance) through without failing over', async () => {
    const { proxy, mirrors, pool } = await setup(2);
    const [first] = mirrors as [MirrorServer, MirrorServer];
    await pool.refresh();
    first.mode = 'maintenance503';
    const response = await proxy('/wps/x', appRequest('/wps/x'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, code: 'info_maintenance' });
    expect(pool.status().active).toBe(first.origin);
  });

  it('counts a mirror slower than the timeout as failing', async () => {
    const { proxy, mirrors, pool } = await setup(2, { timeoutMs: 1500 });
    const [first, second] = mirrors as [MirrorServer, MirrorServer];
    await pool.refresh();
    first.mode = 'slow';
    expect(await valueOf(await proxy('/wps/slow', appRequest('/wps/slow')))).toMatchObject({ mirror: 'm1' });
    expect(pool.status().active).toBe(second.origin);
  });

  it('answers service_unavailable when no mirror answers', async () => {
    const { proxy, mirrors } = await setup(1);
    await mirrors[0]?.close();
    const response = await proxy('/wps/x', appRequest('/wps/x'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'service_unavailable' });
  });
});
