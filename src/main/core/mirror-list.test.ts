import { afterEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_PRIORITY, bootstrapMirrors, mergeMirrors, mirrorOrigin, mirrorsFromDomainRoute } from './mirror-list';
import { MirrorPool } from './mirror-pool';
import { createMirrorListRefresher } from './mirror-route';
import { startMirrorServer, type MirrorServer } from './testing/mirror-server';

describe('mirror origins', () => {
  it.each([
    ['lh-mirror1.example', 'https://lh-mirror1.example'],
    ['M2.Example.COM', 'https://m2.example.com'],
    ['https://m3.example.com', 'https://m3.example.com'],
    ['https://m3.example.com/', 'https://m3.example.com'],
    ['https://m3.example.com:8443', 'https://m3.example.com:8443'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:8080/', 'http://localhost:8080'],
  ])('%s → %s', (input, origin) => {
    expect(mirrorOrigin(input)).toBe(origin);
  });

  it.each(['', 'http://m.example.com', 'https://m.example.com/wps', 'https://u:p@m.example.com', 'ftp://m.example.com', 'javascript:alert(1)', 'a b', '-bad.example', 'app://app'])(
    'refuses %j',
    (input) => {
      expect(mirrorOrigin(input)).toBeUndefined();
    },
  );
});

describe('mirror lists', () => {
  it('reads a domainRoute answer: main domain first, then the mirrors by priority', () => {
    const body = {
      success: true,
      value: {
        mainDomain: 'luckyharbor.example',
        mirrors: [
          { domain: 'lh-mirror2.example', priority: 2 },
          { domain: 'lh-mirror1.example', priority: 1 },
          { domain: 'not a domain', priority: 3 },
          { domain: 'lh-mirror1.example', priority: 9 },
          { domain: 'lh-mirror4.example', priority: 'x' },
        ],
      },
    };
    expect(mirrorsFromDomainRoute(body)).toEqual([
      { origin: 'https://luckyharbor.example', priority: 0 },
      { origin: 'https://lh-mirror2.example', priority: 2 },
      { origin: 'https://lh-mirror1.example', priority: 1 },
    ]);
  });

  it.each([null, 'x', { success: false }, { success: true, value: null }, { success: true, value: { mainDomain: 'x', mirrors: 'y' } }, { success: true, value: { mainDomain: '', mirrors: [] } }])(
    'ignores an invalid answer %j',
    (body) => {
      expect(mirrorsFromDomainRoute(body)).toBeUndefined();
    },
  );

  it('merges lists, each origin once with its best priority, built-in mirrors last', () => {
    const bootstrap = bootstrapMirrors('https://m1.example.com,http://127.0.0.1:8080');
    expect(bootstrap.map((m) => m.priority)).toEqual([BOOTSTRAP_PRIORITY, BOOTSTRAP_PRIORITY + 1]);
    const announced = [
      { origin: 'https://m9.example.com', priority: 2 },
      { origin: 'https://m1.example.com', priority: 1 },
    ];
    expect(mergeMirrors(bootstrap, announced)).toEqual([
      { origin: 'https://m1.example.com', priority: 1 },
      { origin: 'https://m9.example.com', priority: 2 },
      { origin: 'http://127.0.0.1:8080', priority: BOOTSTRAP_PRIORITY + 1 },
    ]);
  });
});

describe('mirror list refresh from domainRoute', () => {
  const servers: MirrorServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('adopts and saves the list the active mirror announces, keeping the built-in mirrors', async () => {
    const server = await startMirrorServer('a');
    servers.push(server);
    server.route = { mainDomain: 'luckyharbor.example', mirrors: [{ domain: 'lh-mirror1.example', priority: 1 }] };
    const bootstrap = bootstrapMirrors(server.origin);
    const pool = new MirrorPool({ mirrors: bootstrap, lastGood: server.origin, probe: async () => ({ ok: true }) });
    const saved: unknown[] = [];
    const refresh = createMirrorListRefresher({ pool, fetch, bootstrap, save: (list) => saved.push(list), headers: () => ({ 'X-Merchant-Code': 'demo' }) });
    expect(await refresh()).toEqual([
      { origin: 'https://luckyharbor.example', priority: 0 },
      { origin: 'https://lh-mirror1.example', priority: 1 },
      { origin: server.origin, priority: BOOTSTRAP_PRIORITY },
    ]);
    expect(pool.origins()).toHaveLength(3);
    expect(pool.status().active).toBe(server.origin);
    expect(saved).toHaveLength(1);
    expect(server.requests.at(-1)?.headers['x-merchant-code']).toBe('demo');

    server.route = null;
    expect(await refresh()).toBeUndefined();
    expect(pool.origins()).toHaveLength(3);
  });
});
