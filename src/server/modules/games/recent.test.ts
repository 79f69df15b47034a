import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentPageSchema } from '@shared/api/games';
import { games, recentGames } from '../../db/schema/index';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { memberOf } from '../../test/money';
import { expectFailure, valueOf } from './lobby-test-support';
import { recordRecent } from './member-games-service';

describe.each(testDrivers())('recent games on %s', (driver) => {
  let t: AccountTestApp;
  let player: Record<string, string>;
  let merchantId: number;
  let memberId: number;
  const gameId = async (nodeId: string) => {
    const [row] = await t.database.db.select({ id: games.id }).from(games).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)));
    if (!row) throw new Error(`no game ${nodeId}`);
    return row.id;
  };
  const recent = async (query: string, headers = player) => valueOf(await t.app.inject({ url: `/wps/member/recent?${query}`, headers }), recentPageSchema);

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = bearer(await loginToken(t, 'demoplayer', 'Demo1234'));
    ({ merchantId, memberId } = await memberOf(t, 'demoplayer'));
  });
  afterAll(async () => t?.close());

  it('starts empty', async () => {
    expect(await recent('')).toEqual({ list: [], totalPages: 0, page: 1, total: 0 });
  });

  it('lists what recordRecent noted, newest first; a replay moves a game up without a second row', async () => {
    const start = Date.UTC(2026, 0, 1);
    const played = ['PG-RNG-1', 'SA-LIVE-2', 'JDB-FISH-1', 'PG-RNG-4'];
    for (const [i, nodeId] of played.entries()) await recordRecent(t.database.db, merchantId, memberId, await gameId(nodeId), new Date(start + i * 60_000));
    expect((await recent('page=1&pageSize=12&language=EN&clientType=3')).list.map((g) => g.nodeId)).toEqual(['PG-RNG-4', 'JDB-FISH-1', 'SA-LIVE-2', 'PG-RNG-1']);
    await recordRecent(t.database.db, merchantId, memberId, await gameId('PG-RNG-1'), new Date(start + 3_600_000));
    // Out of order (an older launch reported late) never moves a game back.
    await recordRecent(t.database.db, merchantId, memberId, await gameId('PG-RNG-4'), new Date(start - 3_600_000));
    const page = await recent('');
    expect(page.list.map((g) => g.nodeId)).toEqual(['PG-RNG-1', 'PG-RNG-4', 'JDB-FISH-1', 'SA-LIVE-2']);
    expect(page).toMatchObject({ page: 1, total: 4, totalPages: 1 });
    const rows = await t.database.db.select().from(recentGames).where(eq(recentGames.memberId, memberId));
    expect(rows).toHaveLength(4);
  });

  it('pages (value.list, totalPages) and filters by gameType and vassalage', async () => {
    const second = await recent('page=2&pageSize=3&language=TH');
    expect(second).toMatchObject({ page: 2, total: 4, totalPages: 2 });
    expect(second.list.map((g) => g.nodeId)).toEqual(['SA-LIVE-2']);
    const pg = await recent('gameType=RNG&vassalage=PG&page=1&pageSize=12&language=EN&clientType=3');
    expect(pg.list.map((g) => g.nodeId)).toEqual(['PG-RNG-1', 'PG-RNG-4']);
    expect(pg.list.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect((await recent('gameType=FISH')).total).toBe(1);
  });

  it('keeps each member their own list and refuses bad paging with 422', async () => {
    const other = bearer(await loginToken(t, 'downline2', 'Down1234'));
    expect((await recent('', other)).total).toBe(0);
    for (const query of ['page=0', 'pageSize=0', 'pageSize=1000', 'gameType=HOT', 'x=1']) {
      expectFailure(await t.app.inject({ url: `/wps/member/recent?${query}`, headers: player }), 422, 'validation_failed');
    }
  });
});
