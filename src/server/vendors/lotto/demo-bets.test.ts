import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { drawResult, commitmentOf } from '@shared/lotto/draw';
import { gameOf } from '@shared/lotto/games';
import { gameRounds } from '../../db/schema/index';
import { verifyLedger } from '../../modules/ledger/verifier';
import { testDrivers } from '../../test/database';
import type { BetsAnswer, PlayerBet } from './api-types';
import { LOTTO_CODES } from './catalogue';
import { DEMO_SLIPS, demoPlayerOf, placeDemoBets, type DemoBetsReport, type DemoPlayer } from './demo-bets';
import { backfillHistory } from './history';
import * as repo from './repository';
import { lottoFixture, type LottoFixture } from './test-lotto';

describe.each(testDrivers())('the demo player’s lottery history on %s', (driver) => {
  let f: LottoFixture;
  let player: number;
  let demo: DemoPlayer;
  let before: number;
  let first: DemoBetsReport;

  const allBets = async (): Promise<PlayerBet[]> => {
    const lists = await Promise.all(LOTTO_CODES.map(async (code) => (await f.get<BetsAnswer>(`/lotto-vendor/api/bets?sid=${await f.open(player, code)}`)).value?.bets ?? []));
    return lists.flat();
  };
  const rounds = () =>
    f.t.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.merchantId, f.merchantId), eq(gameRounds.memberId, player), inArray(gameRounds.vendorCode, [...LOTTO_CODES])));

  beforeAll(async () => {
    f = await lottoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 1_000_000);
    // As on a first start: the backfilled past first, then the demo history.
    await backfillHistory(f.vendor.context);
    const found = await demoPlayerOf(f.t.app, () => f.t.clock.t);
    if (!found) throw new Error('no demo player');
    demo = found;
    before = await f.main(player);
    first = await placeDemoBets(f.vendor.context, demo, f.vendor.pass);
  });
  afterAll(async () => f.close());

  it('places every planned slip through the platform, most on past draws, settled by the pass', async () => {
    expect(demo.playerId).toBe(String(player));
    expect(first.slips).toBe(DEMO_SLIPS.length);
    expect(first.draws).toBe(new Set(DEMO_SLIPS.filter((s) => s.on === 'past').map((s) => s.game)).size);
    const bets = await allBets();
    expect(bets).toHaveLength(DEMO_SLIPS.reduce((n, s) => n + s.bets.length, 0));
    const openBets = DEMO_SLIPS.filter((s) => s.on === 'open').reduce((n, s) => n + s.bets.length, 0);
    expect(bets.filter((b) => b.status === 'open')).toHaveLength(openBets);
    expect(bets.filter((b) => b.status !== 'open').every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
    expect(bets.filter((b) => b.status === 'open').every((b) => b.payout === null)).toBe(true);
  });

  it('makes the past draws like any other: committed seed, the result the seed gives, drawn at their time, before now', async () => {
    const bets = await allBets();
    const keys = new Set(bets.filter((b) => b.status !== 'open').map((b) => b.drawKey));
    for (const key of keys) {
      const draw = await repo.drawByKey(f.t.database.db, f.merchantCode, key);
      if (!draw) throw new Error(`no draw ${key}`);
      expect(draw.status).toBe('settled');
      expect(draw.commitment).toBe(commitmentOf(draw.seed));
      expect(draw.result).toEqual(drawResult(gameOf(draw.gameCode), draw.seed, draw.drawKey));
      expect(draw.drawnAt?.getTime()).toBe(draw.drawsAt.getTime());
      expect(draw.drawsAt.getTime()).toBeLessThan(f.t.clock.t);
      // Each slip was placed while its draw took bets.
      for (const bet of bets.filter((b) => b.drawKey === key)) {
        expect(Date.parse(bet.placedAt)).toBeGreaterThanOrEqual(draw.opensAt.getTime());
        expect(Date.parse(bet.placedAt)).toBeLessThan(draw.closesAt.getTime());
      }
    }
  });

  it('shows matching rounds in the platform’s betting record and moves the balance by exactly stakes and payouts', async () => {
    const bets = await allBets();
    const stakes = bets.reduce((sum, b) => sum + b.stake, 0);
    const paid = bets.reduce((sum, b) => sum + (b.payout ?? 0), 0);
    expect(await f.main(player)).toBe(before - stakes + paid);
    const recorded = await rounds();
    const drawKeys = new Set(bets.map((b) => b.drawKey));
    expect(recorded.map((r) => r.roundId).sort()).toEqual([...drawKeys].map((key) => `${key}:${player}`).sort());
    for (const round of recorded) {
      const mine = bets.filter((b) => `${b.drawKey}:${player}` === round.roundId);
      const open = mine.some((b) => b.status === 'open');
      expect(round).toMatchObject({ status: open ? 'open' : 'settled', totalBet: mine.reduce((s, b) => s + b.stake, 0), totalWin: mine.reduce((s, b) => s + (b.payout ?? 0), 0) });
    }
    expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);
  });

  it('adds nothing on a second run (a restart, another process)', async () => {
    const balance = await f.main(player);
    const count = (await allBets()).length;
    const roundCount = (await rounds()).length;
    expect(await placeDemoBets(f.vendor.context, demo, f.vendor.pass)).toEqual({ slips: 0, draws: 0 });
    expect((await allBets()).length).toBe(count);
    expect((await rounds()).length).toBe(roundCount);
    expect(await f.main(player)).toBe(balance);
    expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);
  });

  it('skips a player the slips would overdraw, betting nothing', async () => {
    const poor = f.ids.downline1 ?? 0;
    const poorPlayer = await demoPlayerOf(f.t.app, () => f.t.clock.t, 'downline1');
    if (!poorPlayer) throw new Error('no downline1');
    const balance = await f.main(poor);
    expect(await placeDemoBets(f.vendor.context, poorPlayer, f.vendor.pass)).toEqual({ slips: 0, draws: 0 });
    expect(await repo.playerHasSlips(f.t.database.db, f.merchantCode, String(poor))).toBe(false);
    expect(await f.main(poor)).toBe(balance);
  });
});
