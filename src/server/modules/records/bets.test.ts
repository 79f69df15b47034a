import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betPageSchema, type BetPage } from '@shared/api/bets';
import { gameRounds } from '../../db/schema/index';
import { bearer, loginToken } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { insertMerchant, listMerchants } from '../merchant/repository';
import { seamlessFixture, VENDOR, type SeamlessFixture } from '../seamless/test-seamless';
import { playRound, seededGame, vendorAs, type SeededGame } from './test-rounds';

const DAY = 86_400_000;

describe.each(testDrivers())('betting record on %s', (driver) => {
  let f: SeamlessFixture;
  let player: string;
  let slot: SeededGame;
  let table: SeededGame;
  let oldOpenedAt: number;
  let me: number;
  let otherBrand: number;
  const list = async (query = '', token = player): Promise<BetPage> => {
    const response = await f.t.app.inject({ url: `/wps/records/bets${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return betPageSchema.parse(response.json<{ value: unknown }>().value);
  };
  const ids = async (query = '') => (await list(query)).list.map((r) => r.roundId);

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    me = f.ids.demoplayer ?? 0;
    const downline = f.ids.downline1 ?? 0;
    await f.fund(me, 100_000);
    await f.fund(downline, 10_000);
    slot = await seededGame(f, 'RNG');
    table = await seededGame(f, 'LIVE', slot.vendorCode);
    const slots = await vendorAs(f, slot.vendorCode);
    const tables = await vendorAs(f, table.vendorCode);
    const start = f.t.clock.t;
    // Ten days back: outside the default week, inside the last 30 days.
    f.t.clock.t = start - 10 * DAY;
    oldOpenedAt = f.t.clock.t;
    await playRound(f, slots, me, slot.nodeId, { id: 'old', bet: 400, win: 0 });
    f.t.clock.t = start;
    const plans: Array<[typeof slots, string, { id: string; bet: number; win?: number; refund?: boolean }]> = [
      [slots, slot.nodeId, { id: 'r1', bet: 1_000, win: 2_500 }],
      [tables, table.nodeId, { id: 'r2', bet: 2_000, win: 0 }],
      [slots, slot.nodeId, { id: 'r3', bet: 300 }],
      [tables, table.nodeId, { id: 'r4', bet: 500, refund: true }],
      [f.vendor, 'test-game', { id: 't1', bet: 100, win: 100 }],
    ];
    for (const [vendor, nodeId, plan] of plans) {
      f.t.clock.advance(1_000);
      await playRound(f, vendor, me, nodeId, plan);
    }
    f.t.clock.advance(1_000);
    await playRound(f, slots, downline, slot.nodeId, { id: 'theirs', bet: 50, win: 0 });
    const [demo] = await listMerchants(f.t.database.db);
    if (!demo) throw new Error('no merchant');
    otherBrand = await insertMerchant(f.t.database.db, { code: 'TWO', name: 'Second Brand', config: { ...demo.config, name: 'Second Brand' } });
    player = await loginToken(f.t, 'demoplayer', 'Demo1234');
  });
  afterAll(async () => f.close());

  it('lists the member’s rounds of the last week newest first, with game, vendor, money and totals over every page', async () => {
    const page = await list('?language=EN');
    expect(page.list.map((r) => r.roundId)).toEqual(['t1', 'r4', 'r3', 'r2', 'r1']);
    expect(page).toMatchObject({ page: 1, total: 5, totalPages: 1, totals: { stake: 3_400, win: 2_600, net: -800 } });
    const byId = new Map(page.list.map((r) => [r.roundId, r]));
    expect(byId.get('r1')).toMatchObject({
      vassalage: slot.vendorCode,
      vendorName: slot.vendorName,
      nodeId: slot.nodeId,
      gameName: slot.name.EN,
      gameType: 'RNG',
      stake: 1_000,
      win: 2_500,
      net: 1_500,
      refunded: 0,
      status: 'settled',
      currency: 'THB',
    });
    expect(byId.get('r2')).toMatchObject({ vendorName: table.vendorName, gameType: 'LIVE', stake: 2_000, win: 0, net: -2_000, status: 'settled' });
    expect(byId.get('r3')).toMatchObject({ stake: 300, net: -300, status: 'open', closedAt: null });
    expect(byId.get('r4')).toMatchObject({ stake: 0, win: 0, net: 0, refunded: 500, status: 'refunded' });
    // A game the catalogue does not know still shows, named by its id and its vendor's code.
    expect(byId.get('t1')).toMatchObject({ vassalage: VENDOR, vendorName: VENDOR, nodeId: 'test-game', gameName: 'test-game', gameType: null });
    const r1 = byId.get('r1');
    expect(Date.parse(r1?.closedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(r1?.openedAt ?? ''));
    expect((await list('?language=CN')).list.find((r) => r.roundId === 'r1')?.gameName).toBe(slot.name.CN);
  });

  it('filters by game type, vendor, status and dates', async () => {
    expect(await ids('?gameType=RNG')).toEqual(['r3', 'r1']);
    expect(await ids('?gameType=LIVE')).toEqual(['r4', 'r2']);
    expect(await ids('?gameType=FISH')).toEqual([]);
    expect(await ids(`?vassalage=${table.vendorCode}`)).toEqual(['r4', 'r2']);
    expect(await ids(`?vassalage=${VENDOR}`)).toEqual(['t1']);
    expect(await ids('?status=open')).toEqual(['r3']);
    expect(await ids('?status=refunded')).toEqual(['r4']);
    expect(await ids('?status=settled')).toEqual(['t1', 'r2', 'r1']);
    expect(await ids(`?status=settled&gameType=RNG&vassalage=${slot.vendorCode}`)).toEqual(['r1']);
    const month = await list('?preset=previous30');
    expect(month.list.map((r) => r.roundId)).toEqual(['t1', 'r4', 'r3', 'r2', 'r1', 'old']);
    expect(month.totals).toEqual({ stake: 3_800, win: 2_600, net: -1_200 });
    expect(await ids('?preset=next7')).toEqual([]);
    const around = (ms: number) => `from=${encodeURIComponent(new Date(oldOpenedAt - ms).toISOString())}&to=${encodeURIComponent(new Date(oldOpenedAt + ms).toISOString())}`;
    expect(await ids(`?${around(1_000)}`)).toEqual(['old']);
    expect(await ids(`?from=${encodeURIComponent(new Date(oldOpenedAt + 1).toISOString())}&to=${encodeURIComponent(new Date(oldOpenedAt + DAY).toISOString())}`)).toEqual([]);
  });

  it('pages with the same totals on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`?pageSize=2&page=${n}`)));
    expect(pages.map((p) => p.list.map((r) => r.roundId))).toEqual([['t1', 'r4'], ['r3', 'r2'], ['r1'], []]);
    for (const p of pages) expect(p).toMatchObject({ total: 5, totalPages: 3, totals: { stake: 3_400, win: 2_600, net: -800 } });
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect((await list('?pageSize=50')).list).toHaveLength(5);
  });

  it('shows only this member’s rounds of this brand', async () => {
    expect(await ids('?preset=previous30')).not.toContain('theirs');
    // A round never names this member under another brand: the database refuses it.
    const elsewhere = { merchantId: otherBrand, vendorCode: slot.vendorCode, roundId: 'elsewhere', memberId: me, totalBet: 9, currency: 'THB' };
    await expect(f.t.database.db.insert(gameRounds).values(elsewhere)).rejects.toMatchObject({ cause: { code: '23503' } });
    const other = await list('', await loginToken(f.t, 'downline1', 'Down1234'));
    expect(other).toMatchObject({ total: 1, totals: { stake: 50, win: 0, net: -50 } });
    expect(other.list.map((r) => r.roundId)).toEqual(['theirs']);
    expect((await list('', await loginToken(f.t, 'downline2', 'Down1234'))).total).toBe(0);
  });

  it('needs a session and refuses a bad query', async () => {
    const anonymous = await f.t.app.inject({ url: '/wps/records/bets' });
    expect([anonymous.statusCode, anonymous.json<{ code: string }>().code]).toEqual([401, 'not_logged_in']);
    const fromAfterTo = 'from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z';
    for (const query of ['pageSize=51', 'pageSize=0', 'page=0', 'status=lost', 'gameType=SLOTS', 'preset=yesterday', 'from=yesterday', 'language=FR', 'vassalage=', fromAfterTo]) {
      const response = await f.t.app.inject({ url: `/wps/records/bets?${query}`, headers: bearer(player) });
      expect([response.statusCode, response.json<{ code: string }>().code], query).toEqual([422, 'validation_failed']);
    }
  });
});
