import { gunzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListSchema, gamesPageSchema, vendorLanesSchema } from '@shared/api/games';
import { COCKFIGHT_CODES, ESPORT_CODES } from '@shared/constants';
import { games, vendors } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { expectFailure, seededMerchantId, valueOf } from './lobby-test-support';

/** The spec's games call with every parameter it sends. */
const SPEC_PARAMS = 'clientType=3&platform=flash,html5-desktop&merchant=LUCKY';

describe.each(testDrivers())('games lobby on %s', (driver) => {
  let t: TestApp;
  let merchantId: number;
  const list = async (query: string) => valueOf(await t.app.inject({ url: `/lgw/games/list?${query}` }), gamesPageSchema);
  const catalogue = (vendorCode: string, gameType: 'RNG' | 'LIVE') =>
    t.database.db
      .select({ nodeId: games.nodeId, name: games.name, gameClassify: games.gameClassify, isHot: games.isHot, isNew: games.isNew })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.vendorCode, vendorCode), eq(games.gameType, gameType)))
      .orderBy(asc(games.sort), asc(games.id));

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    merchantId = await seededMerchantId(t);
    // Before any lobby read (the lobby keeps catalogue data a few seconds).
    await t.database.db.update(vendors).set({ maintenance: true }).where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'SA')));
  });
  afterAll(async () => t?.close());

  it('sends a whole compressed page on a cold cache (a browser asks for gzip)', async () => {
    for (const pageNo of [2, 3]) {
      const response = await t.app.inject({ url: `/lgw/games/list?gameType=RNG&pageNo=${pageNo}&pageSize=50`, headers: { 'accept-encoding': 'gzip' } });
      const raw = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
      expect(gamesPageSchema.parse((JSON.parse(raw.toString('utf8')) as { value: unknown }).value).pageNo).toBe(pageNo);
    }
  });

  it('answers a page with every parameter the spec sends: value.games and totalPages', async () => {
    const rows = await catalogue('PG', 'RNG');
    const page = await list(`${SPEC_PARAMS}&gameType=RNG&vassalage=PG&pageNo=1&pageSize=18&language=EN`);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 18, total: rows.length, totalPages: Math.ceil(rows.length / 18) });
    expect(page.games.map((g) => g.nodeId)).toEqual(rows.slice(0, 18).map((r) => r.nodeId));
    expect(page.games.map((g) => g.gameName)).toEqual(rows.slice(0, 18).map((r) => r.name.EN));
    expect(page.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG' && !g.maintenance)).toBe(true);
    const icon = await t.app.inject({ url: page.games[0]?.iconUrl ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });

  it('pages in a stable order with nothing twice, and answers an empty page past the end', async () => {
    const rows = await catalogue('PG', 'RNG');
    const first = await list('gameType=RNG&vassalage=PG&pageNo=1&language=EN');
    const second = await list('gameType=RNG&vassalage=PG&pageNo=2&language=EN');
    expect([...first.games, ...second.games].map((g) => g.nodeId)).toEqual(rows.map((r) => r.nodeId));
    const beyond = await list('gameType=RNG&vassalage=PG&pageNo=9&language=EN');
    expect(beyond).toMatchObject({ games: [], total: rows.length, pageNo: 9 });
  });

  it('defaults to 18 a page and Thai names; names follow the language', async () => {
    const rows = await catalogue('SA', 'LIVE');
    const th = await list('gameType=LIVE&vassalage=SA');
    expect(th.pageSize).toBe(18);
    expect(th.games.map((g) => g.gameName)).toEqual(rows.map((r) => r.name.TH));
    const cn = await list('gameType=LIVE&vassalage=SA&language=CN');
    expect(cn.games.map((g) => g.gameName)).toEqual(rows.map((r) => r.name.CN));
  });

  it("flags the games of a vendor in maintenance", async () => {
    const live = await list('gameType=LIVE&pageSize=100');
    expect(live.games.filter((g) => g.maintenance).map((g) => g.vassalage)).toEqual(expect.arrayContaining(['SA']));
    expect(live.games.every((g) => g.maintenance === (g.vassalage === 'SA'))).toBe(true);
  });

  it('searches names in any language: trimmed, case-insensitive, literal', async () => {
    const [row] = (await catalogue('JDB', 'RNG')).slice(3, 4);
    if (!row) throw new Error('no JDB game');
    const word = row.name.EN.split(' ')[0] ?? '';
    for (const term of [`  ${word.toUpperCase()}  `, row.name.TH.slice(0, 3), row.name.CN.slice(-2), row.name.EN.toLowerCase()]) {
      const found = await list(`gameType=RNG&vassalage=JDB&pageSize=100&gameName=${encodeURIComponent(term)}`);
      expect(found.games.map((g) => g.nodeId), term).toContain(row.nodeId);
      expect(found.total).toBe(found.games.length);
    }
    const everywhere = await list(`gameName=${encodeURIComponent(row.name.EN)}&pageSize=100`);
    expect(everywhere.games.map((g) => g.nodeId)).toContain(row.nodeId);
    expect(await list('gameType=RNG&gameName=%25')).toMatchObject({ games: [], total: 0, totalPages: 0 });
    expect(await list('gameType=RNG&gameName=zzzz-no-such-game')).toMatchObject({ games: [], total: 0 });
    // Only spaces: no search at all.
    expect((await list('gameType=RNG&vassalage=PG&gameName=%20%20')).total).toBe((await catalogue('PG', 'RNG')).length);
  });

  it('filters by classify and by the NEW and HOT tabs', async () => {
    const rows = await catalogue('PG', 'RNG');
    const slots = await list('gameType=RNG&vassalage=PG&gameClassify=SLOT&pageSize=100');
    expect(slots.total).toBe(rows.filter((r) => r.gameClassify === 'SLOT').length);
    expect(slots.games.every((g) => g.gameClassify === 'SLOT')).toBe(true);
    const fresh = await list('gameType=RNG&vassalage=PG&tab=NEW&pageSize=100');
    expect(fresh.games.map((g) => g.nodeId)).toEqual(rows.filter((r) => r.isNew).map((r) => r.nodeId));
    const hot = await list('gameType=RNG&vassalage=PG&tab=HOT&pageSize=100');
    expect(hot.games.map((g) => g.nodeId)).toEqual(rows.filter((r) => r.isHot).map((r) => r.nodeId));
    expect((await list('gameType=RNG&vassalage=PG&tab=ALL')).total).toBe(rows.length);
  });

  it.each([
    'pageSize=0',
    'pageSize=1000',
    'pageNo=0',
    'pageNo=x',
    'gameType=NOPE',
    'gameClassify=BOARD',
    'tab=FAV',
    'language=XX',
    `gameName=${'a'.repeat(101)}`,
    'unknown=1',
  ])('refuses %s with 422 validation_failed', async (query) => {
    expectFailure(await t.app.inject({ url: `/lgw/games/list?${query}` }), 422, 'validation_failed');
  });

  it('lists hot games (value.list) with the spec parameters and filters', async () => {
    const rows = (await catalogue('PG', 'RNG')).filter((r) => r.isHot);
    const url = `/lgw/games/hot?merchantCode=LUCKY&isPlatform=2&gameType=RNG&vassalage=PG&platform=flash,html5-desktop&language=EN`;
    const { list: hot } = valueOf(await t.app.inject({ url }), gameListSchema);
    expect(hot.map((g) => g.nodeId)).toEqual(rows.map((r) => r.nodeId));
    expect(hot.map((g) => g.gameName)).toEqual(rows.map((r) => r.name.EN));
    const all = valueOf(await t.app.inject({ url: '/lgw/games/hot' }), gameListSchema).list;
    expect(all.every((g) => g.isHot === 1)).toBe(true);
    // Every category has something hot.
    expect(new Set(all.map((g) => g.gameType)).size).toBeGreaterThanOrEqual(8);
    expectFailure(await t.app.inject({ url: '/lgw/games/hot?gameType=HOME' }), 422, 'validation_failed');
  });

  it('answers vendor lanes (value.data.lanes) with the sports lane split', async () => {
    const { data } = valueOf(await t.app.inject({ url: '/lgw/games/vendors?platform=html5-desktop&language=EN' }), vendorLanesSchema);
    expect(data.lanes.map((l) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT']);
    const lane = (title: string) => data.lanes.find((l) => l.title === title);
    expect(lane('ESPORTS')?.cards.map((c) => c.vassalage)).toEqual([...ESPORT_CODES]);
    expect(lane('COCKFIGHT')?.cards.map((c) => c.vassalage)).toEqual([...COCKFIGHT_CODES]);
    expect(lane('SPORTS')?.cards.map((c) => c.vassalage)).toEqual(['SBO', 'UG']);
    const rng = lane('RNG');
    expect(rng?.cards[0]).toMatchObject({ vassalage: 'PG', gameType: 'RNG', displayName: 'PG Slots', gameCount: 30, lagerIcon: '/img/vendors/PG.svg' });
    expect(rng?.gameClassify.find((c) => c.classify === 'SLOT')?.vendors).toContain('PG');
    expect(rng?.gameClassify.some((c) => c.classify === 'BINGO')).toBe(false);
    expect(lane('LIVE')?.cards.find((c) => c.vassalage === 'SA')?.maintenance).toBe(true);
    expect((await t.app.inject({ url: rng?.cards[0]?.lagerIcon ?? '' })).statusCode).toBe(200);
  });
});
