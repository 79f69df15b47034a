import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorStatus } from '@shared/desktop';
import { MirrorPool, type MirrorPoolOptions } from './mirror-pool';
import { createHttpProbe } from './mirror-probe';
import { refusedOrigin, startMirrorServer, type MirrorServer } from './testing/mirror-server';

const servers: MirrorServer[] = [];

async function mirror(name: string): Promise<MirrorServer> {
  const server = await startMirrorServer(name);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A pool over real loopback mirrors, probing with Node's fetch, on a clock the test moves. */
function pool(origins: string[], options: Partial<MirrorPoolOptions> & { clock?: { t: number } } = {}) {
  const clock = options.clock ?? { t: 1_000_000 };
  const changes: MirrorStatus[] = [];
  const created = new MirrorPool({
    mirrors: origins.map((origin, i) => ({ origin, priority: i + 1 })),
    probe: createHttpProbe(fetch),
    // Well below the slow mirror's 10 s, well above a loaded machine's first request.
    probeTimeoutMs: 1500,
    backoff: { baseMs: 1000, maxMs: 8000 },
    now: () => clock.t,
    ...options,
  });
  created.onChange((status) => changes.push(status));
  return { pool: created, clock, changes };
}

describe('mirror pool against loopback mirrors', () => {
  it('takes the highest-priority healthy mirror', async () => {
    const [a, b] = [await mirror('a'), await mirror('b')];
    const { pool: p } = pool([a.origin, b.origin]);
    expect(p.status()).toEqual({ active: null, status: 'connecting' });
    expect(await p.refresh()).toEqual({ active: a.origin, status: 'online' });
    expect(a.requests.map((r) => r.url)).toEqual(['/healthz']);
    expect(b.requests.map((r) => r.url)).toEqual(['/healthz']);
  });

  it('passes over a mirror answering 503, a refused one and a slow one, and quarantines them', async () => {
    const [gateway, slow, healthy] = [await mirror('gateway'), await mirror('slow'), await mirror('healthy')];
    gateway.mode = 'gateway503';
    slow.mode = 'slow';
    const refused = await refusedOrigin();
    const { pool: p, clock } = pool([gateway.origin, refused, slow.origin, healthy.origin]);
    expect(await p.refresh()).toEqual({ active: healthy.origin, status: 'online' });
    const health = Object.fromEntries(p.health().map((h) => [h.origin, h]));
    for (const failing of [gateway.origin, refused, slow.origin]) {
      expect(health[failing]).toMatchObject({ healthy: false, failures: 1, quarantinedUntil: clock.t + 1000 });
    }
    expect(health[healthy.origin]).toMatchObject({ healthy: true, failures: 0, quarantinedUntil: 0 });
  });

  it('keeps the current mirror while it is healthy, even when a preferred one recovers', async () => {
    const [first, second] = [await mirror('first'), await mirror('second')];
    first.mode = 'gateway503';
    const { pool: p, clock } = pool([first.origin, second.origin]);
    expect((await p.refresh()).active).toBe(second.origin);
    first.mode = 'healthy';
    clock.t += 1000;
    expect(await p.refresh()).toEqual({ active: second.origin, status: 'online' });
    expect(p.health().find((h) => h.origin === first.origin)).toMatchObject({ healthy: true, failures: 0 });
  });

  it('starts on the last good mirror and keeps it when its probe passes', async () => {
    const [a, b] = [await mirror('a'), await mirror('b')];
    const { pool: p } = pool([a.origin, b.origin], { lastGood: b.origin });
    expect(await p.activeOrigin()).toBe(b.origin);
    expect(await p.refresh()).toEqual({ active: b.origin, status: 'online' });
  });

  it('backs off exponentially while a mirror keeps failing, then takes it back when it recovers', async () => {
    const [recovering, other] = [await mirror('recovering'), await mirror('other')];
    recovering.mode = 'gateway503';
    other.mode = 'gateway503';
    const { pool: p, clock } = pool([recovering.origin, other.origin], { isOnline: () => true });
    const quarantine = () => p.health()[0]?.quarantinedUntil ?? 0;

    expect(await p.refresh()).toEqual({ active: null, status: 'unreachable' });
    expect(quarantine() - clock.t).toBe(1000);
    await p.refresh();
    expect(recovering.requests).toHaveLength(1); // quarantined: not probed again yet
    clock.t += 1000;
    await p.refresh();
    expect(quarantine() - clock.t).toBe(2000);
    clock.t += 2000;
    await p.refresh();
    expect(quarantine() - clock.t).toBe(4000);
    clock.t += 4000;
    await p.refresh();
    clock.t += 8000;
    await p.refresh();
    expect(quarantine() - clock.t).toBe(8000); // capped
    expect(p.health()[0]?.failures).toBe(5);

    recovering.mode = 'healthy';
    clock.t += 8000;
    expect(await p.refresh()).toEqual({ active: recovering.origin, status: 'online' });
    expect(p.health()[0]).toMatchObject({ failures: 0, quarantinedUntil: 0, healthy: true });
  });

  it('fails over when real traffic reports the current mirror dead', async () => {
    const [a, b] = [await mirror('a'), await mirror('b')];
    const { pool: p, changes } = pool([a.origin, b.origin]);
    await p.refresh();
    await a.close();
    expect(await p.reportFailure(a.origin, 'refused')).toEqual({ active: b.origin, status: 'online' });
    expect(changes.map((c) => c.active)).toEqual([a.origin, b.origin]);
  });

  it('keeps a mirror a single failed request blamed when its probe still passes', async () => {
    const [a, b] = [await mirror('a'), await mirror('b')];
    const { pool: p } = pool([a.origin, b.origin]);
    await p.refresh();
    expect(await p.reportFailure(a.origin, 'timeout')).toEqual({ active: a.origin, status: 'online' });
  });

  it('does not blame mirrors when the machine is offline, and resumes when it is back', async () => {
    const a = await mirror('a');
    const { pool: p } = pool([a.origin]);
    await p.refresh();
    await a.close();
    let online = false;
    const offline = pool([a.origin], { isOnline: () => online, lastGood: a.origin });
    expect(await offline.pool.refresh()).toEqual({ active: a.origin, status: 'offline' });
    expect(offline.pool.health()[0]).toMatchObject({ failures: 0, quarantinedUntil: 0 });
    online = true;
    expect(await offline.pool.refresh()).toEqual({ active: null, status: 'unreachable' });
    expect(offline.pool.health()[0]?.failures).toBe(1);
  });

  it('treats probes failing as disconnected as offline even when the network check says online', async () => {
    const { pool: p } = pool(['https://m1.example', 'https://m2.example'], {
      probe: async () => ({ ok: false, reason: 'offline' }),
    });
    expect(await p.refresh()).toEqual({ active: null, status: 'offline' });
    expect(p.health().every((h) => h.failures === 0)).toBe(true);
  });

  it('probes every mirror in parallel, each within the timeout', async () => {
    const slow = await Promise.all([mirror('s1'), mirror('s2'), mirror('s3')]);
    const fast = await mirror('fast');
    for (const server of slow) server.mode = 'slow';
    const http = createHttpProbe(fetch);
    let inFlight = 0;
    let most = 0;
    const { pool: p } = pool([...slow.map((s) => s.origin), fast.origin], {
      probe: async (origin, signal) => {
        most = Math.max(most, ++inFlight);
        try {
          return await http(origin, signal);
        } finally {
          inFlight -= 1;
        }
      },
    });
    const status = await p.refresh();
    expect(most).toBe(4);
    expect(status.active).toBe(fast.origin);
    expect(p.health().filter((h) => h.healthy === false)).toHaveLength(3);
  });

  it('shares one round between concurrent callers and forces quarantined mirrors on retry', async () => {
    const a = await mirror('a');
    a.mode = 'gateway503';
    const { pool: p } = pool([a.origin], { isOnline: () => true });
    await Promise.all([p.refresh(), p.refresh(), p.activeOrigin()]);
    expect(a.requests).toHaveLength(1);
    a.mode = 'healthy';
    expect((await p.refresh()).status).toBe('unreachable'); // still quarantined
    expect(await p.refresh({ fresh: true, force: true })).toEqual({ active: a.origin, status: 'online' });
  });

  it('adopts a new mirror list, keeping what it knows of known mirrors', async () => {
    const [a, b] = [await mirror('a'), await mirror('b')];
    const { pool: p } = pool([a.origin]);
    await p.refresh();
    p.setMirrors([{ origin: b.origin, priority: 1 }, { origin: a.origin, priority: 2 }]);
    expect(p.origins()).toEqual([b.origin, a.origin]);
    expect(p.status().active).toBe(a.origin);
    p.setMirrors([{ origin: b.origin, priority: 1 }]);
    expect(p.status().active).toBeNull();
    expect(await p.activeOrigin()).toBe(b.origin);
  });
});
