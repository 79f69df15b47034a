import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResult } from '@shared/lotto/draw';
import { gameOf } from '@shared/lotto/games';
import { defaultSettingsOf, payoutOf, rebateOfBet } from '@shared/lotto/payout';
import type { VnResult } from '@shared/lotto/vn';
import { testDrivers } from '../../test/database';
import { verifyLedger } from '../../modules/ledger/verifier';
import { lottoCommand } from '../../ops/lotto';
import type { BetsAnswer, GameDetail, NumeroAnswer, ResultsAnswer, SlipAnswer } from './api-types';
import { backfillHistory } from './history';
import * as repo from './repository';
import { lottoFixture, type Envelope, type LottoFixture } from './test-lotto';

describe.each(testDrivers())('lottery vendor on %s', (driver) => {
  let f: LottoFixture;
  let player: number;
  let sid: string;
  /** A LOTT session (4D and the quick games) of the same player. */
  let lottSid: string;

  beforeAll(async () => {
    f = await lottoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 1_000_000);
    sid = await f.open(player, 'TCG_LOTTO_VN', 'VN_NORTH');
    lottSid = await f.open(player, 'LOTT', 'SEA4D');
  });
  afterAll(async () => f.close());

  it('provisions both lottery codes at the platform, pointing at this vendor', async () => {
    const state = await f.state(sid);
    expect(state.vendorCode).toBe('TCG_LOTTO_VN');
    expect(state.game).toBe('VN_NORTH');
    expect(state.games.map((g) => g.code)).toContain('VN_SOUTH_HCM');
    expect(state.games.every((g) => g.family === 'VN')).toBe(true);
    expect((await f.state(lottSid)).games.map((g) => g.family).sort()).toEqual(['DICE3', 'DICE3', 'DICE3', 'QUICK5', 'QUICK5', 'QUICK5', 'SEA4D']);
    const north = state.games.find((g) => g.code === 'VN_NORTH');
    // The open draw shows its commitment, never its seed.
    expect(north?.draw).toMatchObject({ status: 'open', commitment: expect.stringMatching(/^[0-9a-f]{64}$/u) });
    expect(north?.draw?.seed).toBeUndefined();
  });

  it('shows the rules: bet types, odds, return to player and prize tiers', async () => {
    const detail = await f.get<GameDetail>(`/lotto-vendor/api/games/VN_NORTH?sid=${sid}`);
    expect(detail.value?.betTypes).toEqual(['LO', 'DE', 'BA_CANG', 'XIEN2', 'XIEN3', 'XIEN4', 'DAU', 'DUOI']);
    expect(detail.value?.tiers.reduce((n, t) => n + t.count, 0)).toBe(27);
    expect(detail.value?.rtp.every((r) => r.rtp > 0.5 && r.rtp < 1)).toBe(true);
    expect((await f.get(`/lotto-vendor/api/games/QUICK5_1M?sid=${sid}`)).code).toBe('unknown_game');
  });

  it('takes a slip of a lô and a đề, draws, pays exactly the payouts once, and lists the bets as settled', async () => {
    const before = await f.main(player);
    const bets = [
      { type: 'LO', numbers: ['27'], stake: 1_000 },
      { type: 'DE', numbers: ['27'], stake: 500 },
    ];
    const placed = await f.slip(sid, { game: 'VN_NORTH', bets });
    expect(placed.statusCode, placed.body).toBe(200);
    const slip = placed.json<Envelope<SlipAnswer>>().value;
    expect(slip).toMatchObject({ total: 1_500, status: 'open', balance: before - 1_500 });
    expect(await f.main(player)).toBe(before - 1_500);
    const drawKey = slip?.drawKey ?? '';

    await f.vendor.drawNow(f.merchantCode, drawKey);
    const draw = await repo.drawByKey(f.t.database.db, f.merchantCode, drawKey);
    expect(draw?.status).toBe('settled');
    // Anyone can recompute the result from the revealed seed.
    const result = drawResult(gameOf('VN_NORTH'), draw?.seed ?? '', drawKey) as VnResult;
    expect(draw?.result).toEqual(result);
    const settings = defaultSettingsOf(gameOf('VN_NORTH'));
    // Every bet's win plus its rebate (paid whatever the outcome).
    const expected = bets.reduce((sum, bet) => sum + payoutOf(gameOf('VN_NORTH'), result, bet, settings) + rebateOfBet(bet, settings), 0);
    expect(await f.main(player)).toBe(before - 1_500 + expected);

    const round = await f.platformRound('TCG_LOTTO_VN', `${drawKey}:${player}`);
    // Recorded under the catalogue's VN North (the seed lists it first under TCG_LOTTO_VN), whatever game was launched.
    expect(round).toMatchObject({ status: 'settled', totalBet: 1_500, totalWin: expected, gameNodeId: 'TCG_LOTTO_VN-ELOTT-1' });

    // A second pass (a restart, another process) pays nothing more.
    await f.vendor.pass();
    await f.vendor.drawNow(f.merchantCode, drawKey);
    expect(await f.main(player)).toBe(before - 1_500 + expected);

    const results = await f.get<ResultsAnswer>(`/lotto-vendor/api/results?sid=${sid}&game=VN_NORTH`);
    expect(results.value?.draws[0]).toMatchObject({ key: drawKey, status: 'settled', seed: draw?.seed, result });
    const mine = await f.get<BetsAnswer>(`/lotto-vendor/api/bets?sid=${sid}`);
    const listed = mine.value?.bets.filter((b) => b.drawKey === drawKey) ?? [];
    expect(listed.map((b) => b.status).sort()).toEqual(bets.map((b) => (payoutOf(gameOf('VN_NORTH'), result, b, settings) > 0 ? 'won' : 'lost')).sort());
    expect(listed.reduce((sum, b) => sum + (b.payout ?? 0), 0)).toBe(expected);
    expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);
  });

  it('refuses a slip the balance cannot cover with the balance, and takes nothing', async () => {
    const poor = f.ids.downline1 ?? 0;
    const poorSid = await f.open(poor, 'TCG_LOTTO_VN', 'VN_NORTH');
    const balance = await f.main(poor);
    const refused = await f.slip(poorSid, { game: 'VN_NORTH', bets: [{ type: 'LO', numbers: ['11'], stake: balance + 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'insufficient_funds', balance });
    expect(await f.main(poor)).toBe(balance);
  });

  it('refuses a bad bet by its place, a closed draw, a game in maintenance and hostile input, moving nothing', async () => {
    const before = await f.main(player);
    const bad = await f.slip(sid, { game: 'VN_NORTH', bets: [{ type: 'LO', numbers: ['27'], stake: 100 }, { type: 'XIEN2', numbers: ['11', '11'], stake: 100 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'invalid_bet', fields: { 'bets.1': expect.any(String) } });
    const stale = await f.slip(sid, { game: 'VN_NORTH', drawKey: 'VN_NORTH:2000-01-01', bets: [{ type: 'LO', numbers: ['27'], stake: 100 }] });
    expect(stale.json()).toMatchObject({ code: 'draw_closed' });
    for (const payload of [{ game: 'VN_NORTH', bets: [] }, { game: "VN'; drop table lotto_bets;--", bets: [{}] }, { game: 'VN_NORTH', bets: 'x'.repeat(500) }, { game: 'VN_NORTH', bets: [{ type: 'LO', numbers: ['27'], stake: -5 }] }]) {
      const response = await f.slip(sid, payload);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const ended = await f.slip('x'.repeat(32), { game: 'VN_NORTH', bets: [{ type: 'LO', numbers: ['27'], stake: 100 }] });
    expect(ended.json()).toMatchObject({ code: 'session_ended' });
    await repo.saveSettings(f.t.database.db, { merchantCode: f.merchantCode, gameCode: 'SEA4D', maintenance: 'on' });
    const closed = await f.slip(lottSid, { game: 'SEA4D', bets: [{ type: 'BIG', number: '1234', stake: 100 }] });
    expect(closed.json()).toMatchObject({ code: 'game_maintenance' });
    await repo.saveSettings(f.t.database.db, { merchantCode: f.merchantCode, gameCode: 'SEA4D', maintenance: 'off' });
    expect(await f.main(player)).toBe(before);
  });

  it('draws a new vendor’s first days of history, each verifiable, and finds them by date and province', async () => {
    expect(await backfillHistory(f.vendor.context)).toBeGreaterThan(0);
    // Games that had draws already keep them alone; a second run adds nothing.
    expect(await backfillHistory(f.vendor.context)).toBe(0);
    const past = (await f.get<ResultsAnswer>(`/lotto-vendor/api/results?sid=${sid}&game=VN_SOUTH_HCM&limit=50`)).value?.draws ?? [];
    expect(past).toHaveLength(7);
    for (const draw of past) expect(draw.result).toEqual(drawResult(gameOf('VN_SOUTH_HCM'), draw.seed ?? '', draw.key));
    const date = past[0]?.key.split(':')[1] ?? '';
    const numero = await f.get<NumeroAnswer>(`/lotto-vendor/api/numero?sid=${sid}&date=${date}&region=SOUTH`);
    expect(numero.value?.draws.map((d) => d.game)).toContain('VN_SOUTH_HCM');
    expect((await f.get(`/lotto-vendor/api/numero?sid=${sid}&date=2026-13-45&region=SOUTH`)).status).toBe(400);
  });

  it('refuses a slip on a draw whose betting closed, and takes the next draw’s bets', async () => {
    const quick = await f.open(player, 'LOTT', 'QUICK5_1M');
    const open = (await f.state(quick)).games.find((g) => g.code === 'QUICK5_1M')?.draw;
    if (!open) throw new Error('no open quick draw');
    const before = await f.main(player);
    f.t.clock.t = Date.parse(open.closesAt) + 1;
    const late = await f.slip(quick, { game: 'QUICK5_1M', drawKey: open.key, bets: [{ type: 'SUM_BIG_SMALL', pick: 'BIG', stake: 100 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'draw_closed' });
    expect(await f.main(player)).toBe(before);
    const next = (await f.slip(quick, { game: 'QUICK5_1M', bets: [{ type: 'SUM_BIG_SMALL', pick: 'BIG', stake: 100 }] })).json<Envelope<SlipAnswer>>().value;
    expect(next?.drawKey).not.toBe(open.key);
    expect(Date.parse((await repo.drawByKey(f.t.database.db, f.merchantCode, next?.drawKey ?? ''))?.closesAt.toISOString() ?? '')).toBeGreaterThan(f.t.clock.t);
    // Inside the last 10 s before a one-minute draw nobody has opened yet, betting goes to the one after it.
    f.t.clock.t = (Math.floor(f.t.clock.t / 60_000) + 5) * 60_000 - 5_000;
    const edge = await f.slip(quick, { game: 'QUICK5_1M', bets: [{ type: 'SUM_BIG_SMALL', pick: 'SMALL', stake: 100 }] });
    expect(edge.statusCode, edge.body).toBe(200);
    const edgeDraw = await repo.drawByKey(f.t.database.db, f.merchantCode, edge.json<Envelope<SlipAnswer>>().value?.drawKey ?? '');
    expect(edgeDraw?.drawsAt.getTime()).toBe((Math.floor(f.t.clock.t / 60_000) + 2) * 60_000);
  });

  it('refunds every slip of a voided draw, once', async () => {
    const before = await f.main(player);
    const placed = (await f.slip(lottSid, { game: 'SEA4D', bets: [{ type: 'BIG', number: '1234', stake: 2_000 }] })).json<Envelope<SlipAnswer>>().value;
    expect(await f.main(player)).toBe(before - 2_000);
    await f.vendor.void(f.merchantCode, placed?.drawKey ?? '', 'seed lost');
    await f.vendor.pass();
    expect(await f.main(player)).toBe(before);
    const mine = await f.get<BetsAnswer>(`/lotto-vendor/api/bets?sid=${lottSid}`);
    expect(mine.value?.bets.find((b) => b.slipId === placed?.slipId)?.status).toBe('refunded');
    // Each session lists the bets of its own vendor code only.
    expect((await f.get<BetsAnswer>(`/lotto-vendor/api/bets?sid=${sid}`)).value?.bets.some((b) => b.slipId === placed?.slipId)).toBe(false);
    const round = await f.platformRound('LOTT', `${placed?.drawKey}:${player}`);
    expect(round?.status).toBe('refunded');
  });
});

describe.each(testDrivers())('the lottery back office (npm run ops -- lotto) on %s', (driver) => {
  let f: LottoFixture;
  let player: number;
  let sid: string;
  const ops = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await lottoCommand.run({ database: f.t.database, print: (line) => lines.push(line) }, args);
    return { code, out: lines.join('\n') };
  };

  beforeAll(async () => {
    f = await lottoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 1_000_000);
    sid = await f.open(player, 'LOTT', 'QUICK5_1M');
  });
  afterAll(async () => f.close());

  it('changes a game’s odds, rebate, close time and maintenance, and refuses what the game does not have', async () => {
    const changed = await ops('settings', '--game', 'QUICK5_1M', '--odds', 'POS_DIGIT=9.5', '--rebate', 'POS_DIGIT=0.5', '--close-seconds', '20');
    expect(changed.code, changed.out).toBe(0);
    const detail = await f.get<GameDetail>(`/lotto-vendor/api/games/QUICK5_1M?sid=${sid}`);
    expect(detail.value?.settings.odds.POS_DIGIT).toBe(9.5);
    expect(detail.value?.settings.rebatePercent.POS_DIGIT).toBe(0.5);
    expect(detail.value?.closeSeconds).toBe(20);
    for (const bad of [['--odds', 'NOPE=2'], ['--odds', 'POS_DIGIT=0'], ['--odds', 'POS_DIGIT=1.00001'], ['--rebate', 'POS_DIGIT=101'], ['--close-seconds=-1'], ['--odds', 'POS_DIGIT']]) {
      const refused = await ops('settings', '--game', 'QUICK5_1M', ...bad);
      expect(refused.code, bad.join(' ')).not.toBe(0);
    }
    expect((await ops('settings', '--game', 'NO_GAME')).code).toBe(1);
    expect((await ops('settings', '--game', 'QUICK5_1M', '--maintenance', 'on')).code).toBe(0);
    expect((await f.slip(sid, { game: 'QUICK5_1M', bets: [{ type: 'POS_DIGIT', position: 1, pick: '7', stake: 100 }] })).json()).toMatchObject({ code: 'game_maintenance' });
    expect((await ops('settings', '--game', 'QUICK5_1M', '--maintenance', 'off')).code).toBe(0);
    expect((await ops()).code).toBe(2);
  });

  it('draws a draw now and voids another, the clock pass finishing both', async () => {
    const before = await f.main(player);
    const quick = (await f.slip(sid, { game: 'QUICK5_1M', bets: [{ type: 'SUM_ODD_EVEN', pick: 'ODD', stake: 1_000 }] })).json<Envelope<SlipAnswer>>().value;
    const dice = (await f.slip(sid, { game: 'DICE3_5M', bets: [{ type: 'TRIPLE_ANY', stake: 400 }] })).json<Envelope<SlipAnswer>>().value;
    expect((await ops('draw-now', '--draw', quick?.drawKey ?? '')).code).toBe(0);
    expect((await ops('void', '--draw', dice?.drawKey ?? '', '--reason', 'test')).code).toBe(0);
    expect((await ops('void', '--draw', dice?.drawKey ?? '')).code).toBe(1);
    expect((await ops('draw-now', '--draw', 'QUICK5_1M:1999-01-01T00:00')).code).toBe(1);
    // The command uses the wall clock; the server's (test) clock catches up with it.
    f.t.clock.t = Math.max(f.t.clock.t, Date.now() + 1_000);
    await f.vendor.pass();
    const quickDraw = await repo.drawByKey(f.t.database.db, f.merchantCode, quick?.drawKey ?? '');
    expect(quickDraw?.status).toBe('settled');
    const bets = (await f.get<BetsAnswer>(`/lotto-vendor/api/bets?sid=${sid}`)).value?.bets ?? [];
    const quickBet = bets.find((b) => b.slipId === quick?.slipId);
    expect(bets.find((b) => b.slipId === dice?.slipId)?.status).toBe('refunded');
    expect(await f.main(player)).toBe(before - 1_000 + (quickBet?.payout ?? 0));
  });
});
