import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchAnswerSchema, type LaunchAnswer } from '@shared/api/play';
import { games, launchTokens, recentGames, vendors } from '../../db/schema/index';
import { sha256Hex } from '../../lib/secrets';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { memberOf } from '../../test/money';
import { configureVendor, injectTransport, VendorClient } from '../../test/vendor-client';

const SECRET = 'play-test-secret-0123456789';

describe.each(testDrivers())('game launch on %s', (driver) => {
  let t: AccountTestApp;
  let player: Record<string, string>;
  let merchantId: number;
  let memberId: number;

  const launch = (payload: object, headers: Record<string, string> = player) => t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload, headers });
  const trial = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/lgw/game/trial', payload, headers });
  const ok = (response: LightMyRequestResponse): LaunchAnswer => {
    expect(response.statusCode, response.body).toBe(200);
    return launchAnswerSchema.parse(response.json<{ value: unknown }>().value);
  };
  const failure = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code });
  };
  const setGame = (nodeId: string, change: Partial<typeof games.$inferInsert>) =>
    t.database.db.update(games).set(change).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)));
  const firstGame = async (where: { supportPlay: boolean; vendorCode: string }) => {
    const [row] = await t.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vendorCode, where.vendorCode), eq(games.supportPlay, where.supportPlay)))
      .orderBy(games.sort)
      .limit(1);
    if (!row) throw new Error('no such seeded game');
    return row.nodeId;
  };

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    player = bearer(await loginToken(t, 'demoplayer', 'Demo1234'));
    ({ merchantId, memberId } = await memberOf(t, 'demoplayer'));
    await configureVendor(t.database.db, merchantId, { code: 'PG', secret: SECRET, launchUrl: '/demo-vendor/PG/play' });
    await configureVendor(t.database.db, merchantId, { code: 'JDB', secret: SECRET, launchUrl: 'https://games.example.com/launch?brand=lucky' });
  });
  afterAll(async () => t?.close());

  it('launches a real game: URL with the vendor game code, a one-time token the vendor exchanges, and a recent entry', async () => {
    const answer = ok(await launch({ nodeId: 'PG-RNG-1', language: 'EN' }));
    expect(answer).toMatchObject({ mode: 'real', nodeId: 'PG-RNG-1', vassalage: 'PG' });
    const url = new URL(answer.url, 'http://x.invalid');
    expect(answer.url.startsWith('/demo-vendor/PG/play?')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ game: 'demo-slot-lucky-fives', lang: 'EN', merchant: 'DEMO', title: answer.gameName });
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [stored] = await t.database.db.select().from(launchTokens).where(eq(launchTokens.tokenHash, sha256Hex(token)));
    expect(stored).toMatchObject({ memberId, gameNodeId: 'PG-RNG-1', vendorCode: 'PG', usedAt: null });
    const vendor = new VendorClient('PG', SECRET, injectTransport(t.app));
    const exchanged = await vendor.call('authenticate', { token });
    expect(exchanged.body.value).toMatchObject({ playerId: String(memberId), gameId: 'PG-RNG-1', playerType: 'real', currency: 'THB' });
    expect((await vendor.call('authenticate', { token })).body).toMatchObject({ code: 'game_session_expired' });
    const recent = await t.database.db.select().from(recentGames).where(eq(recentGames.memberId, memberId));
    expect(recent).toHaveLength(1);
    // Every launch is a new token.
    const again = new URL(ok(await launch({ nodeId: 'PG-RNG-1' })).url, 'http://x.invalid').searchParams.get('token');
    expect(again).not.toBe(token);
  });

  it('keeps an absolute vendor URL absolute, with its own query, and localizes the title', async () => {
    const answer = ok(await launch({ nodeId: 'JDB-RNG-1', language: 'TH', theme: 'light' }));
    expect(new URL(answer.url).searchParams.get('theme')).toBe('light');
    const url = new URL(answer.url);
    expect(url.origin + url.pathname).toBe('https://games.example.com/launch');
    expect(url.searchParams.get('brand')).toBe('lucky');
    expect(url.searchParams.get('lang')).toBe('TH');
    expect(url.searchParams.get('title')).toBe(answer.gameName);
  });

  it('takes gameCode (lottery routes), a vendor alone (start button: its first game) or a category alone', async () => {
    expect(ok(await launch({ gameCode: 'PG-RNG-2' })).nodeId).toBe('PG-RNG-2');
    const byVendor = ok(await launch({ vassalage: 'PG', gameType: 'RNG' }));
    expect(byVendor).toMatchObject({ vassalage: 'PG', nodeId: 'PG-RNG-1' });
    const lottery = ok(await launch({ gameType: 'LOTT' }));
    expect(new URL(lottery.url, 'http://x.invalid').pathname).toBe('/lotto-vendor/LOTT/play');
    // The lottery's own game code names its game (/seaLottery passes SEA4D).
    const sea = ok(await launch({ gameCode: 'SEA4D', gameType: 'LOTT' }));
    expect(new URL(sea.url, 'http://x.invalid').searchParams.get('game')).toBe('SEA4D');
    const vn = ok(await launch({ gameType: 'ELOTT' }));
    expect(new URL(vn.url, 'http://x.invalid')).toMatchObject({ pathname: '/lotto-vendor/TCG_LOTTO_VN/play' });
    expect(new URL(vn.url, 'http://x.invalid').searchParams.get('game')).toBe('VN_NORTH');
    failure(await launch({ nodeId: 'PG-RNG-1', vassalage: 'JDB' }), 404, 'not_found');
    failure(await launch({ nodeId: 'NOPE-1' }), 404, 'not_found');
    failure(await launch({}), 422, 'validation_failed');
    failure(await launch({ nodeId: 'PG-RNG-1', extra: 1 }), 422, 'validation_failed');
  });

  it('refuses visitors (401) and trial accounts (in_need_true_account)', async () => {
    failure(await launch({ nodeId: 'PG-RNG-1' }, {}), 401, 'not_logged_in');
    const guest = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const token = guest.json<{ value: { token: string } }>().value.token;
    failure(await launch({ nodeId: 'PG-RNG-1' }, bearer(token)), 403, 'in_need_true_account');
  });

  it('answers game_maintenance for a game or vendor in maintenance, and for a vendor nobody configured', async () => {
    await setGame('PG-RNG-1', { maintenance: true });
    failure(await launch({ nodeId: 'PG-RNG-1' }), 503, 'game_maintenance');
    // The lobby shows the game's own flag too (a query no earlier test cached).
    const lobby = await t.app.inject({ url: '/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=3&language=CN' });
    const tiles = lobby.json<{ value: { games: { nodeId: string; maintenance: boolean }[] } }>().value.games;
    expect(tiles.find((g) => g.nodeId === 'PG-RNG-1')?.maintenance).toBe(true);
    expect(tiles.find((g) => g.nodeId !== 'PG-RNG-1')?.maintenance).toBe(false);
    await setGame('PG-RNG-1', { maintenance: false });
    await t.database.db.update(vendors).set({ maintenance: true }).where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'PG')));
    failure(await launch({ nodeId: 'PG-RNG-3' }), 503, 'game_maintenance');
    await t.database.db.update(vendors).set({ maintenance: false }).where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'PG')));
    await setGame('PG-RNG-3', { vendorGameCode: null });
    failure(await launch({ nodeId: 'PG-RNG-3' }), 503, 'game_maintenance');
    await setGame('PG-RNG-3', { vendorGameCode: 'demo-slot-lucky-fives' });
    ok(await launch({ nodeId: 'PG-RNG-3' }));
  });

  it('free trial: visitors play games that offer it in demo money, with no token; others are refused', async () => {
    const nodeId = await firstGame({ vendorCode: 'PG', supportPlay: false });
    const answer = ok(await trial({ nodeId, language: 'CN' }));
    expect(answer.mode).toBe('trial');
    const params = new URL(answer.url, 'http://x.invalid').searchParams;
    expect(params.get('mode')).toBe('trial');
    expect(params.get('currency')).toBe('THB');
    expect(params.has('token')).toBe(false);
    const realOnly = await firstGame({ vendorCode: 'PG', supportPlay: true });
    failure(await trial({ nodeId: realOnly }), 409, 'free_trial_unavailable');
    await setGame(nodeId, { maintenance: true });
    failure(await trial({ nodeId }), 503, 'game_maintenance');
    await setGame(nodeId, { maintenance: false });
  });
});
