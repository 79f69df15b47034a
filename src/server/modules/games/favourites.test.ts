import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteIdsSchema, favouritesPageSchema } from '@shared/api/games';
import type { LoginResult } from '@shared/api/account';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { expectFailure, valueOf } from './lobby-test-support';

const PG1 = { nodeId: 'PG-RNG-1', vendor: 'PG', gameType: 'RNG' };
const JDB2 = { nodeId: 'JDB-RNG-2', vendor: 'JDB', gameType: 'RNG' };
const SA1 = { nodeId: 'SA-LIVE-1', vendor: 'SA', gameType: 'LIVE' };

describe.each(testDrivers())('favourites on %s', (driver) => {
  let t: AccountTestApp;
  let player: Record<string, string>;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = bearer(await loginToken(t, 'demoplayer', 'Demo1234'));
  });
  afterAll(async () => t?.close());

  const change = async (method: 'POST' | 'DELETE', payload: object, headers = player) =>
    valueOf(await t.app.inject({ method, url: '/wps/member/favourites', payload, headers }), favouriteIdsSchema).list;
  const ids = async (headers = player) => valueOf(await t.app.inject({ url: '/wps/member/favourites/ids', headers }), favouriteIdsSchema).list;
  const page = async (query: string, headers = player) =>
    valueOf(await t.app.inject({ url: `/wps/member/favourites?${query}`, headers }), favouritesPageSchema);

  it('needs a session: 401 not_logged_in', async () => {
    for (const [method, url] of [
      ['GET', '/wps/member/favourites'],
      ['GET', '/wps/member/favourites/ids'],
      ['POST', '/wps/member/favourites'],
      ['DELETE', '/wps/member/favourites'],
      ['GET', '/wps/member/recent'],
    ] as const) {
      const payload = method === 'GET' ? undefined : PG1;
      expectFailure(await t.app.inject({ method, url, payload }), 401, 'not_logged_in');
      expectFailure(await t.app.inject({ method, url, payload, headers: bearer('not-a-token') }), 401, 'not_logged_in');
    }
  });

  it('adds (twice is harmless), lists newest first and removes', async () => {
    expect(await change('POST', PG1)).toEqual(['PG-RNG-1']);
    expect(await change('POST', PG1)).toEqual(['PG-RNG-1']);
    expect(await change('POST', JDB2)).toEqual(['JDB-RNG-2', 'PG-RNG-1']);
    expect(await change('POST', SA1)).toEqual(['SA-LIVE-1', 'JDB-RNG-2', 'PG-RNG-1']);
    expect(await ids()).toEqual(['SA-LIVE-1', 'JDB-RNG-2', 'PG-RNG-1']);
    expect(await change('DELETE', SA1)).toEqual(['JDB-RNG-2', 'PG-RNG-1']);
    expect(await change('DELETE', SA1)).toEqual(['JDB-RNG-2', 'PG-RNG-1']);
  });

  it('pages favourites with the spec parameters: value.content, pageNum, totalPages', async () => {
    const spec = 'clientType=3&platform=flash&gameType=RNG&vassalage=PG&pageNo=1&pageSize=999&language=EN';
    const pg = await page(spec);
    expect(pg).toMatchObject({ pageNum: 1, totalPages: 1, total: 1 });
    expect(pg.content).toEqual([expect.objectContaining({ nodeId: 'PG-RNG-1', vassalage: 'PG', gameType: 'RNG', iconUrl: '/img/games/PG-RNG-1.svg' })]);
    const all = await page('pageNo=1&pageSize=18');
    expect(all.content.map((g) => g.nodeId)).toEqual(['JDB-RNG-2', 'PG-RNG-1']);
    const second = await page('pageNo=2&pageSize=1&language=EN');
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, total: 2 });
    expect(second.content.map((g) => g.nodeId)).toEqual(['PG-RNG-1']);
    expect(await page('pageNo=5&pageSize=1')).toMatchObject({ content: [], total: 2, totalPages: 2 });
    expect((await page('gameType=LIVE')).total).toBe(0);
  });

  it('refuses an unknown game with 404 not_found and bad input with 422', async () => {
    for (const payload of [{ ...PG1, nodeId: 'NOPE-1' }, { ...PG1, vendor: 'JDB' }, { ...PG1, gameType: 'LIVE' }]) {
      expectFailure(await t.app.inject({ method: 'POST', url: '/wps/member/favourites', payload, headers: player }), 404, 'not_found');
      expectFailure(await t.app.inject({ method: 'DELETE', url: '/wps/member/favourites', payload, headers: player }), 404, 'not_found');
    }
    for (const payload of [{ nodeId: 'PG-RNG-1', vendor: 'PG' }, { ...PG1, gameType: 'HOT' }, { ...PG1, extra: 1 }, { ...PG1, nodeId: '' }]) {
      expectFailure(await t.app.inject({ method: 'POST', url: '/wps/member/favourites', payload, headers: player }), 422, 'validation_failed');
    }
    expectFailure(await t.app.inject({ url: '/wps/member/favourites?pageSize=0', headers: player }), 422, 'validation_failed');
    expect(await ids()).toEqual(['JDB-RNG-2', 'PG-RNG-1']);
  });

  it('keeps each member their own list; trial accounts may keep favourites', async () => {
    const other = bearer(await loginToken(t, 'downline1', 'Down1234'));
    expect(await ids(other)).toEqual([]);
    expect(await change('POST', SA1, other)).toEqual(['SA-LIVE-1']);
    expect(await ids()).toEqual(['JDB-RNG-2', 'PG-RNG-1']);
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const guest = bearer(trial.json<{ value: LoginResult }>().value.token);
    expect(await change('POST', JDB2, guest)).toEqual(['JDB-RNG-2']);
    expect((await page('pageSize=12', guest)).total).toBe(1);
  });
});
