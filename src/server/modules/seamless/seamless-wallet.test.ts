import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_TYPE } from '@shared/constants';
import { testDrivers } from '../../test/database';
import type { SeamlessCall, VendorReply } from '../../test/vendor-client';
import { verifyLedger } from '../ledger/verifier';
import { GAME_SESSION_IDLE_MS } from './launch-service';
import { seamlessFixture, VENDOR, type SeamlessFixture } from './test-seamless';

describe.each(testDrivers())('seamless wallet on %s', (driver) => {
  let f: SeamlessFixture;
  let player: number;
  let token: string;
  let n = 0;
  const id = (prefix: string) => `${prefix}-${(n += 1)}`;
  const pid = () => String(player);
  const bet = (transactionId: string, roundId: string, amount: number, extra: object = {}) =>
    ({ playerId: pid(), token, transactionId, roundId, amount, currency: 'THB', ...extra });
  const win = (transactionId: string, roundId: string, amount: number, extra: object = {}) => ({ playerId: pid(), transactionId, roundId, amount, currency: 'THB', ...extra });
  const refund = (transactionId: string, betTransactionId: string, roundId: string, amount: number) =>
    ({ playerId: pid(), transactionId, betTransactionId, roundId, amount, currency: 'THB' });
  /** The call once, then three more times one after another and three at once: all the same answer. */
  const sevenTimes = async (name: SeamlessCall, body: object): Promise<VendorReply> => {
    const first = await f.vendor.call(name, body);
    const again = [await f.vendor.call(name, body), await f.vendor.call(name, body), await f.vendor.call(name, body)];
    const together = await Promise.all([1, 2, 3].map(() => f.vendor.call(name, body)));
    for (const reply of [...again, ...together]) expect(reply).toEqual(first);
    return first;
  };
  const books = async () => expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 10_000);
    token = await f.launch(player);
  });
  afterAll(async () => f.close());

  it('authenticates a launch token: player, currency, balance, game', async () => {
    const reply = await f.vendor.call('authenticate', { token });
    expect(reply.body).toEqual({
      success: true,
      value: { playerId: pid(), currency: 'THB', balance: 10_000, nickname: 'Demo Player', playerType: 'real', gameId: 'test-game', vendorCode: VENDOR },
    });
    const unknown = await f.vendor.call('authenticate', { token: 'x'.repeat(43) });
    expect(unknown).toMatchObject({ statusCode: 401, body: { code: 'game_session_expired' } });
    const otherVendor = await f.vendor.call('authenticate', { token: await f.launch(player, 'OTHER') });
    expect(otherVendor.body).toMatchObject({ code: 'game_session_expired' });
  });

  it('moves a bet, a win, a refund and an end-round once each, however often and concurrently they are sent', async () => {
    const round = id('r');
    const [b1, b2, w1, rf, end] = [id('b'), id('b'), id('w'), id('rf'), id('e')];
    expect((await sevenTimes('bet', bet(b1, round, 1_000))).body).toMatchObject({ success: true, value: { balance: 9_000, transactionId: b1, roundId: round } });
    expect((await sevenTimes('bet', bet(b2, round, 500))).body.value).toMatchObject({ balance: 8_500 });
    expect((await sevenTimes('win', win(w1, round, 2_000, { endRound: false }))).body.value).toMatchObject({ balance: 10_500 });
    expect((await sevenTimes('refund', refund(rf, b2, round, 500))).body.value).toMatchObject({ balance: 11_000 });
    expect((await sevenTimes('endRound', { playerId: pid(), transactionId: end, roundId: round })).body.value).toMatchObject({ balance: 11_000 });
    expect(await f.main(player)).toBe(11_000);
    expect(await f.round(round)).toMatchObject({ totalBet: 1_000, totalWin: 2_000, totalRefunded: 500, status: 'settled', gameNodeId: 'test-game' });
    await books();
  });

  it('refuses the same transaction id with other content, with the balance', async () => {
    const round = id('r');
    const b = id('b');
    const first = await f.vendor.call('bet', bet(b, round, 100));
    expect(await f.vendor.call('bet', bet(b, round, 100, { token: await f.launch(player) }))).toEqual(first);
    const other = await f.vendor.call('bet', bet(b, round, 101));
    expect(other).toMatchObject({ statusCode: 409, body: { code: 'idempotency_conflict', value: { balance: 10_900 } } });
    const asWin = await f.vendor.call('win', win(b, round, 100));
    expect(asWin.body).toMatchObject({ code: 'idempotency_conflict' });
    await f.vendor.call('win', win(id('w'), round, 100));
    expect(await f.main(player)).toBe(11_000);
  });

  it('succeeds a refund of a bet it never saw, moves nothing, and refuses that bet when it arrives', async () => {
    const round = id('r');
    const b = id('b');
    const early = await sevenTimes('refund', refund(id('rf'), b, round, 700));
    expect(early.body).toMatchObject({ success: true, value: { balance: 11_000 } });
    const late = await f.vendor.call('bet', bet(b, round, 700));
    expect(late).toMatchObject({ statusCode: 409, body: { code: 'bet_refunded', value: { balance: 11_000 } } });
    expect((await f.vendor.call('refund', refund(id('rf'), b, round, 700))).body.success).toBe(true);
    expect(await f.main(player)).toBe(11_000);
    expect(await f.round(round)).toBeUndefined();
  });

  it('answers a bet retried after its refund with the first answer, moving nothing', async () => {
    const round = id('r');
    const b = id('b');
    const placed = await f.vendor.call('bet', bet(b, round, 300));
    await f.vendor.call('refund', refund(id('rf'), b, round, 300));
    expect(await f.vendor.call('bet', bet(b, round, 300))).toEqual(placed);
    expect(await f.main(player)).toBe(11_000);
    expect(await f.round(round)).toMatchObject({ totalBet: 0, totalRefunded: 300, status: 'refunded' });
    expect((await f.vendor.call('bet', bet(id('b'), round, 300))).body).toMatchObject({ code: 'round_closed' });
  });

  it('refuses a bet beyond the balance with insufficient_funds and the balance', async () => {
    const reply = await f.vendor.call('bet', bet(id('b'), id('r'), 11_001));
    expect(reply).toMatchObject({ statusCode: 409, body: { success: false, code: 'insufficient_funds', value: { balance: 11_000, currency: 'THB', playerId: pid() } } });
    expect(await f.main(player)).toBe(11_000);
  });

  it('settles a lost round with a zero win and refuses more on it', async () => {
    const round = id('r');
    await f.vendor.call('bet', bet(id('b'), round, 1_000));
    expect((await f.vendor.call('win', win(id('w'), round, 0))).body).toMatchObject({ success: true, value: { balance: 10_000 } });
    expect(await f.round(round)).toMatchObject({ totalBet: 1_000, totalWin: 0, status: 'settled' });
    expect((await f.vendor.call('bet', bet(id('b'), round, 10))).body).toMatchObject({ code: 'round_closed', value: { balance: 10_000 } });
    expect((await f.vendor.call('win', win(id('w'), round, 10))).body).toMatchObject({ code: 'round_closed' });
    expect((await f.vendor.call('endRound', { playerId: pid(), transactionId: id('e'), roundId: id('r') })).body).toMatchObject({ code: 'not_found' });
  });

  it('takes wins and refunds after the game session expired, but no bets', async () => {
    const round = id('r');
    const b = id('b');
    await f.vendor.call('bet', bet(b, round, 2_000, {}));
    f.t.clock.advance(GAME_SESSION_IDLE_MS + 1000);
    expect((await f.vendor.call('bet', bet(id('b'), round, 100))).body).toMatchObject({ code: 'game_session_expired', value: { balance: 8_000 } });
    expect((await f.vendor.call('authenticate', { token })).body).toMatchObject({ code: 'game_session_expired' });
    expect((await f.vendor.call('win', win(id('w'), round, 500, { endRound: false }))).body).toMatchObject({ success: true, value: { balance: 8_500 } });
    expect((await f.vendor.call('refund', refund(id('rf'), b, round, 2_000))).body).toMatchObject({ success: true, value: { balance: 10_500 } });
    token = await f.launch(player);
    await books();
  });

  it('refuses bets of trial, blocked and excluded accounts, and of another currency', async () => {
    const [trial, blocked] = [f.ids.downline1 ?? 0, f.ids.downline2 ?? 0];
    await f.setMember(trial, { type: TRIAL_TYPE });
    await f.setMember(blocked, { status: 'EXCLUDED' });
    for (const member of [trial, blocked]) {
      await f.fund(member, 1_000);
      const reply = await f.vendor.call('bet', { ...bet(id('b'), id('r'), 100), playerId: String(member), token: await f.launch(member) });
      expect(reply).toMatchObject({ statusCode: 403, body: { code: 'player_not_allowed', value: { balance: 1_000 } } });
    }
    const trialAuth = await f.vendor.call('authenticate', { token: await f.launch(trial) });
    expect(trialAuth.body.value).toMatchObject({ playerType: 'trial', balance: 1_000 });
    const usd = await f.vendor.call('bet', bet(id('b'), id('r'), 100, { currency: 'USD' }));
    expect(usd).toMatchObject({ statusCode: 422, body: { code: 'validation_failed', value: { balance: 10_500 } } });
    const stranger = await f.vendor.call('balance', { playerId: '999999' });
    expect(stranger).toMatchObject({ statusCode: 404, body: { code: 'not_found' } });
    expect(stranger.body.value).toBeUndefined();
  });

  it("refuses a round of another player and a refund that does not match its bet", async () => {
    const round = id('r');
    const b = id('b');
    await f.vendor.call('bet', bet(b, round, 100));
    const other = f.ids.downline3 ?? 0;
    await f.fund(other, 500);
    const theirs = await f.vendor.call('bet', { ...bet(id('b'), round, 100), playerId: String(other), token: await f.launch(other) });
    expect(theirs).toMatchObject({ statusCode: 409, body: { code: 'conflict', value: { balance: 500 } } });
    expect((await f.vendor.call('refund', refund(id('rf'), b, round, 99))).body).toMatchObject({ code: 'validation_failed' });
    expect(await f.main(player)).toBe(10_400);
    await books();
  });

  it('serialises concurrent bets, wins, refunds and retries of one round (one lock order, no deadlock)', async () => {
    const member = f.ids.demoagent ?? 0;
    await f.fund(member, 10_000);
    const own = { playerId: String(member), token: await f.launch(member) };
    const round = id('r');
    const bets = Array.from({ length: 10 }, () => ({ ...bet(id('b'), round, 100), ...own }));
    const placed = await Promise.all(bets.map((b) => f.vendor.call('bet', b)));
    expect(placed.every((r) => r.body.success)).toBe(true);
    const mixed = await Promise.all([
      ...bets.slice(0, 5).map((b) => f.vendor.call('refund', { ...refund(id('rf'), b.transactionId, round, 100), playerId: own.playerId })),
      ...bets.map((b) => f.vendor.call('bet', b)),
      ...[1, 2, 3, 4, 5].map(() => f.vendor.call('win', { ...win(id('w'), round, 50, { endRound: false }), playerId: own.playerId })),
    ]);
    expect(mixed.filter((r) => !r.body.success)).toEqual([]);
    expect(await f.main(member)).toBe(10_000 - 1_000 + 500 + 250);
    expect(await f.round(round)).toMatchObject({ totalBet: 500, totalRefunded: 500, totalWin: 250, status: 'open' });
    await books();
  });
});
