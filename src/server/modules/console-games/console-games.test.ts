import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleGame, ConsoleVendor } from '@shared/api/console-games';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';

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
});
