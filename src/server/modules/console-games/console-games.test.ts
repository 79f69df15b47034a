import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleGame, ConsoleVendor } from '@shared/api/console-games';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { injectTransport, VendorClient } from '../../test/vendor-client';

/** The console's games (issue 22): maintenance of a game or a vendor, hot flags and order, audited. */
describe.each(testDrivers())('console games on %s', (driver) => {
  let t: AccountTestApp;
  let ops: string;
  let player: string;
  const post = (url: string, payload: object, token = ops) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url, headers: bearer(ops) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: T }>().value;
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    ops = await operatorToken(t);
    player = await loginToken(t, 'demoplayer', 'Demo1234');
  });
  afterAll(async () => t.close());

  it('lists games by vendor, category and name, paged', async () => {
    const page = await get<{ list: ConsoleGame[]; total: number }>('/ops-api/games?vendor=PG&gameType=RNG&size=3');
    expect(page.list).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    expect(page.list.every((g) => g.vendorCode === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect((await get<{ list: ConsoleGame[] }>('/ops-api/games?q=PG-RNG-1')).list.map((g) => g.nodeId)).toContain('PG-RNG-1');
    expect((await get<{ list: ConsoleGame[] }>('/ops-api/games?q=%25')).list).toEqual([]);
    const vendors = (await get<{ list: ConsoleVendor[] }>('/ops-api/vendors')).list;
    expect(vendors.find((v) => v.code === 'PG')).toMatchObject({ maintenance: false, games: expect.any(Number) });
    expect(JSON.stringify(vendors)).not.toMatch(/secret/iu);
  });

  it('puts a game in maintenance: the launch is refused until it is taken out', async () => {
    const launch = () => t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: 'PG-RNG-2' }, headers: bearer(player) });
    expect((await post('/ops-api/games/PG-RNG-2/maintenance', { on: true })).statusCode).toBe(200);
    expect((await launch()).json()).toMatchObject({ code: 'game_maintenance' });
    expect((await get<{ list: ConsoleGame[] }>('/ops-api/games?q=PG-RNG-2')).list[0]?.maintenance).toBe(true);
    expect((await post('/ops-api/games/PG-RNG-2/maintenance', { on: false })).statusCode).toBe(200);
    expect((await launch()).json()).not.toMatchObject({ code: 'game_maintenance' });
    expect((await post('/ops-api/vendors/PG/maintenance', { on: true })).statusCode).toBe(200);
    expect((await get<{ list: ConsoleVendor[] }>('/ops-api/vendors')).list.find((v) => v.code === 'PG')?.maintenance).toBe(true);
    expect((await post('/ops-api/vendors/PG/maintenance', { on: false })).statusCode).toBe(200);
    expect((await post('/ops-api/games/NO-SUCH/maintenance', { on: true })).json()).toMatchObject({ code: 'not_found' });
    expect((await post('/ops-api/games/PG-RNG-2/maintenance', { on: 'yes' })).statusCode).toBe(422);
  });

  it('sets hot flags and order, audited; refuses empty or bad changes', async () => {
    expect((await post('/ops-api/games/PG-RNG-4/flags', { isHot: true, sort: 5 })).statusCode).toBe(200);
    expect((await get<{ list: ConsoleGame[] }>('/ops-api/games?q=PG-RNG-4')).list[0]).toMatchObject({ isHot: true, sort: 5 });
    for (const body of [{}, { sort: -1 }, { sort: 1.5 }, { isHot: 'yes' }, { other: 1 }]) expect((await post('/ops-api/games/PG-RNG-4/flags', body)).statusCode).toBe(422);
    const audit = await get<{ list: { action: string; before: unknown; after: unknown }[] }>('/ops-api/audit?action=game.flags&targetId=PG-RNG-4');
    expect(audit.list[0]).toMatchObject({ after: { isHot: true, sort: 5 } });
  });

  it("edits a vendor's integration and rotates an outside vendor's secret, answered once and then the only one accepted", async () => {
    const put = (code: string, payload: object) => t.app.inject({ method: 'PUT', url: `/ops-api/vendors/${code}/integration`, payload, headers: bearer(ops) });
    const integration = async () => (await get<{ list: ConsoleVendor[] }>('/ops-api/vendors')).list.find((v) => v.code === 'JDB')?.integration;
    const saved = await put('JDB', { allowlist: ['203.0.113.0/24'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await integration()).toMatchObject({ allowlist: ['203.0.113.0/24'], launchUrl: '/demo-vendor/JDB/play' });
    expect((await put('JDB', { allowlist: [] })).statusCode).toBe(200);
    for (const body of [{}, { mode: 'ftp' }, { allowlist: ['not an address'] }, { launchUrl: 'javascript:alert(1)' }, { allowlist: 'x' }, { secret: 'a'.repeat(20) }]) {
      expect((await put('JDB', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await put('NOPE', { allowlist: [] })).json()).toMatchObject({ code: 'not_found' });

    const rotate = (payload: object) => t.app.inject({ method: 'POST', url: '/ops-api/vendors/JDB/integration/rotate-secret', payload, headers: bearer(ops) });
    // The demo vendor serves JDB from the platform's own origin, signing with the platform's key: no new secret for it.
    expect((await rotate({})).json()).toMatchObject({ code: 'vendor_in_house' });
    const rotated = await rotate({ launchUrl: 'https://games.jdb.example/launch' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json<{ value: { secret: string } }>().value;
    expect(secret).toMatch(/^[\w-]{43}$/u);
    expect(await integration()).toMatchObject({ launchUrl: 'https://games.jdb.example/launch' });
    expect(JSON.stringify(await get('/ops-api/vendors'))).not.toContain(secret);
    // Back to the platform's own path is the ops tool's recovery, not the console's.
    expect((await put('JDB', { launchUrl: '/demo-vendor/JDB/play' })).json()).toMatchObject({ code: 'vendor_in_house' });
    // The vendor signs with the new secret; the old derived one is refused.
    const call = (key: string) => new VendorClient('JDB', key, injectTransport(t.app), () => t.clock.t).call('balance', { playerId: '999999' });
    expect((await call(secret)).body).not.toMatchObject({ code: 'signature_invalid' });
    expect((await call('x'.repeat(43))).body).toMatchObject({ code: 'signature_invalid' });
    const audit = await get<{ list: { action: string; after: { secretChanged?: boolean } }[] }>('/ops-api/audit?action=vendor.set&targetId=JDB');
    expect(audit.list[0]?.after.secretChanged).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});
