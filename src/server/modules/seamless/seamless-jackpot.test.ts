import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, seamlessTransactions } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import type { SeamlessCall, VendorReply } from '../../test/vendor-client';
import { transferByKey } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import { jackpotConfigSchema } from '../system/merchant-config';
import { placeBet } from './bet-service';
import type { CallContext } from './service';
import { settleWin } from './settle-service';
import { contributionOf, JACKPOT_POOL } from './jackpot-pool';
import { seamlessFixture, VENDOR, type SeamlessFixture } from './test-seamless';

const SETTLEMENT = { kind: 'vendor_settlement' as const, code: VENDOR };

describe('the jackpot contribution setting', () => {
  it('takes 0 to 1000 whole basis points', () => {
    for (const bps of [0, 1, 100, 1000]) expect(jackpotConfigSchema.safeParse({ contributionBps: bps }).success).toBe(true);
    for (const bps of [-1, 1001, 2.5, '100']) expect(jackpotConfigSchema.safeParse({ contributionBps: bps }).success).toBe(false);
  });

  it('rounds the share down to whole minor units', () => {
    expect(contributionOf(12_345, 100)).toBe(123);
    expect(contributionOf(99, 100)).toBe(0);
    expect(contributionOf(1_000_000_000_000, 1000)).toBe(100_000_000_000);
  });
});

// The seeded merchant contributes 100 bps (1 %) of every stake.
describe.each(testDrivers())('jackpot pool through the seamless wallet on %s', (driver) => {
  let f: SeamlessFixture;
  let player: number;
  let token: string;
  let n = 0;
  const id = (prefix: string) => `jp-${prefix}-${(n += 1)}`;
  const pid = () => String(player);
  const bet = (transactionId: string, roundId: string, amount: number) => ({ playerId: pid(), token, transactionId, roundId, amount, currency: 'THB' });
  const win = (transactionId: string, roundId: string, amount: number, extra: object = {}) => ({ playerId: pid(), transactionId, roundId, amount, currency: 'THB', ...extra });
  const refund = (transactionId: string, betTransactionId: string, roundId: string, amount: number) => ({ playerId: pid(), transactionId, betTransactionId, roundId, amount, currency: 'THB' });
  const money = async () => ({ player: await f.main(player), pool: await f.balance(JACKPOT_POOL), settlement: await f.balance(SETTLEMENT) });
  /** The call, three more times in a row and three at once: every answer the same. */
  const repeated = async (name: SeamlessCall, body: object): Promise<VendorReply> => {
    const first = await f.vendor.call(name, body);
    const again = [await f.vendor.call(name, body), await f.vendor.call(name, body), ...(await Promise.all([1, 2, 3].map(() => f.vendor.call(name, body))))];
    for (const reply of again) expect(reply).toEqual(first);
    return first;
  };
  const shortReturns = async (refundId: string) =>
    f.t.database.db
      .select({ before: operatorAudit.before, after: operatorAudit.after, actor: operatorAudit.actor })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'jackpot_return_short'), eq(operatorAudit.targetId, `${VENDOR}:${refundId}`)));
  const books = async () => expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 1_000_000);
    token = await f.launch(player);
  });
  afterAll(async () => f.close());

  it('moves 1 % of each bet from settlement into the pool with the bet, once however often it is sent', async () => {
    const before = await money();
    const [round, b] = [id('r'), id('b')];
    expect((await repeated('bet', bet(b, round, 12_345))).body).toMatchObject({ success: true, value: { balance: before.player - 12_345 } });
    expect(await money()).toEqual({ player: before.player - 12_345, pool: before.pool + 123, settlement: before.settlement + 12_345 - 123 });
    const moved = await transferByKey(f.t.database.db, f.merchantId, `seamless:${VENDOR}:${b}:jackpot`);
    expect(moved?.amount).toBe(123);
    // 99 × 1 % rounds down to nothing: no contribution transfer at all.
    const small = id('b');
    await f.vendor.call('bet', bet(small, round, 99));
    expect(await f.balance(JACKPOT_POOL)).toBe(before.pool + 123);
    expect(await transferByKey(f.t.database.db, f.merchantId, `seamless:${VENDOR}:${small}:jackpot`)).toBeUndefined();
    await books();
  });

  it('contributes nothing when the merchant sets 0 bps', async () => {
    const before = await money();
    const ctx = { db: f.t.database.db, merchantId: f.merchantId, currency: 'THB', vendorCode: VENDOR, mode: 'seamless' as const, jackpotBps: 0, now: f.t.clock.t };
    await placeBet(ctx, bet(id('b'), id('r'), 50_000));
    expect(await money()).toEqual({ ...before, player: before.player - 50_000, settlement: before.settlement + 50_000 });
  });

  /** Service calls made in one turn of the event loop share one statement (StatementBatcher). */
  const ctx = (): CallContext => ({ db: f.t.database.db, merchantId: f.merchantId, currency: 'THB', vendorCode: VENDOR, mode: 'seamless', jackpotBps: 100, now: f.t.clock.t });
  const claims = (transactionIds: string[]) =>
    f.t.database.db
      .select({ transactionId: seamlessTransactions.transactionId, share: seamlessTransactions.jackpotShare, key: seamlessTransactions.jackpotKey })
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.vendorCode, VENDOR), inArray(seamlessTransactions.transactionId, transactionIds)));

  it('posts the shares of bets committed together as one transfer that their claims name; a refund gives back its own bet\'s share', async () => {
    const before = await money();
    const bets = [10_000, 20_000, 30_000, 40_000].map((amount) => bet(id('b'), id('r'), amount));
    await Promise.all(bets.map((b) => placeBet(ctx(), b)));
    expect(await money()).toEqual({ player: before.player - 100_000, pool: before.pool + 1_000, settlement: before.settlement + 100_000 - 1_000 });
    const booked = await claims(bets.map((b) => b.transactionId));
    expect(booked.map((c) => c.share).sort((a, b) => a - b)).toEqual([100, 200, 300, 400]);
    // One transfer, under the first bet's share key, carrying the four shares.
    const key = `seamless:${VENDOR}:${bets[0]?.transactionId}:jackpot`;
    expect(new Set(booked.map((c) => c.key))).toEqual(new Set([key]));
    expect(await transferByKey(f.t.database.db, f.merchantId, key)).toMatchObject({ amount: 1_000 });
    for (const b of bets.slice(1)) expect(await transferByKey(f.t.database.db, f.merchantId, `seamless:${VENDOR}:${b.transactionId}:jackpot`)).toBeUndefined();

    const third = bets[2] ?? bets[0];
    if (!third) throw new Error('no bet');
    await f.vendor.call('refund', refund(id('rf'), third.transactionId, third.roundId, third.amount));
    expect(await f.balance(JACKPOT_POOL)).toBe(before.pool + 1_000 - 300);
    await books();
  });

  it('pays a jackpot win the shares of the bets before it in the same statement, and books the ones after it for the next', async () => {
    const round = id('r');
    await f.vendor.call('bet', bet(id('b'), round, 1_000));
    const pool = await f.balance(JACKPOT_POOL);
    const [early, late] = [bet(id('b'), id('r'), 50_000), bet(id('b'), id('r'), 70_000)];
    const [, paid] = await Promise.all([
      placeBet(ctx(), early),
      settleWin(ctx(), { ...win(id('w'), round, 0), jackpot: true, endRound: true }),
      placeBet(ctx(), late),
    ]);
    expect(paid.jackpotAmount).toBe(pool + 500);
    expect(await f.balance(JACKPOT_POOL)).toBe(700);
    const [first, second] = [await claims([early.transactionId]), await claims([late.transactionId])];
    expect(first).toEqual([{ transactionId: early.transactionId, share: 500, key: `seamless:${VENDOR}:${early.transactionId}:jackpot` }]);
    expect(second).toEqual([{ transactionId: late.transactionId, share: 700, key: `seamless:${VENDOR}:${late.transactionId}:jackpot` }]);
    await books();
  });

  it('gives the contribution back when the bet is refunded, once', async () => {
    const [round, b, rf] = [id('r'), id('b'), id('rf')];
    const before = await money();
    await f.vendor.call('bet', bet(b, round, 20_000));
    expect(await f.balance(JACKPOT_POOL)).toBe(before.pool + 200);
    expect((await repeated('refund', refund(rf, b, round, 20_000))).body).toMatchObject({ success: true, value: { balance: before.player } });
    expect(await money()).toEqual(before);
    expect(await shortReturns(rf)).toEqual([]);
    await books();
  });

  it('pays the whole pool on a jackpot win, with the win, once; the round counts it; the same id without the flag conflicts', async () => {
    const [round, w] = [id('r'), id('w')];
    await f.vendor.call('bet', bet(id('b'), round, 10_000));
    const before = await money();
    expect(before.pool).toBeGreaterThan(0);
    const paid = await repeated('win', win(w, round, 500, { jackpot: true }));
    expect(paid.body).toEqual({
      success: true,
      value: { playerId: pid(), currency: 'THB', balance: before.player + 500 + before.pool, transactionId: w, roundId: round, jackpotAmount: before.pool },
    });
    expect(await money()).toEqual({ player: before.player + 500 + before.pool, pool: 0, settlement: before.settlement - 500 });
    expect(await f.round(round)).toMatchObject({ totalBet: 10_000, totalWin: 500 + before.pool, status: 'settled' });
    expect((await f.vendor.call('win', win(w, round, 500))).body).toMatchObject({ code: 'idempotency_conflict' });
    expect((await f.vendor.call('win', win(w, round, 500, { jackpot: false }))).body).toMatchObject({ code: 'idempotency_conflict' });
    await books();
  });

  it('pays 0 from an empty pool, and a plain win never carries jackpotAmount', async () => {
    const round = id('r');
    expect(await f.balance(JACKPOT_POOL)).toBe(0);
    const before = await f.main(player);
    const empty = await f.vendor.call('win', win(id('w'), round, 0, { jackpot: true, endRound: false }));
    expect(empty.body).toMatchObject({ success: true, value: { balance: before, jackpotAmount: 0 } });
    const plain = await f.vendor.call('win', win(id('w'), round, 300));
    expect(plain.body.value).toMatchObject({ balance: before + 300 });
    expect(plain.body.value).not.toHaveProperty('jackpotAmount');
    expect(await f.round(round)).toMatchObject({ totalWin: 300, status: 'settled' });
  });

  it('returns only what the pool still holds when a jackpot emptied it, and records the shortfall', async () => {
    const [round, b, rf] = [id('r'), id('b'), id('rf')];
    await f.vendor.call('bet', bet(b, round, 30_000)); // contributes 300
    const jackpotRound = id('r');
    await f.vendor.call('bet', bet(id('b'), jackpotRound, 1_000)); // 10 more
    const jackpot = await f.vendor.call('win', win(id('w'), jackpotRound, 0, { jackpot: true }));
    expect(jackpot.body.value).toMatchObject({ jackpotAmount: 310 });
    await f.vendor.call('bet', bet(id('b'), id('r'), 12_000)); // the pool holds 120 again
    const before = await money();
    await repeated('refund', refund(rf, b, round, 30_000));
    expect(await money()).toEqual({ player: before.player + 30_000, pool: 0, settlement: before.settlement - 30_000 + 120 });
    expect(await shortReturns(rf)).toEqual([{ actor: `vendor:${VENDOR}`, before: expect.objectContaining({ betTransactionId: b, contribution: 300, pool: 120 }), after: { returned: 120, short: 180 } }]);
    // Nothing left at all: nothing moves back, and that is recorded too.
    const [round2, b2, rf2] = [id('r'), id('b'), id('rf')];
    await f.vendor.call('bet', bet(b2, round2, 5_000));
    await f.vendor.call('win', win(id('w'), id('r'), 0, { jackpot: true }));
    await f.vendor.call('refund', refund(rf2, b2, round2, 5_000));
    expect(await f.balance(JACKPOT_POOL)).toBe(0);
    expect(await shortReturns(rf2)).toEqual([expect.objectContaining({ after: { returned: 0, short: 50 } })]);
    await books();
  });
});
