import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/database';
import { verifyLedger } from '../ledger/verifier';
import { WIN_BATCH_MAX } from './schemas';
import { seamlessFixture, VENDOR, type SeamlessFixture } from './test-seamless';

interface ItemAnswer {
  transactionId: string;
  success: boolean;
  code?: string;
  balance?: number;
}

describe.each(testDrivers())('the batched settlement call (winBatch) on %s', (driver) => {
  let f: SeamlessFixture;
  let players: number[];
  let n = 0;
  const id = (prefix: string) => `batch-${prefix}-${(n += 1)}`;
  const settlement = () => f.balance({ kind: 'vendor_settlement', code: VENDOR });
  const winBatch = async (wins: object[]) => {
    const reply = await f.vendor.call('winBatch', { wins });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.value as { results: ItemAnswer[] }).results;
  };
  /** A round of `stake` for each player, open for its win. */
  const openRounds = async (stake: number) => {
    const rounds: { player: number; roundId: string }[] = [];
    for (const player of players) {
      const token = await f.launch(player);
      const roundId = id('r');
      const bet = await f.vendor.call('bet', { playerId: String(player), currency: 'THB', token, transactionId: id('b'), roundId, amount: stake });
      expect(bet.body.success, JSON.stringify(bet.body)).toBe(true);
      rounds.push({ player, roundId });
    }
    return rounds;
  };

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    players = ['demoplayer', 'downline1', 'downline2'].map((account) => f.ids[account] ?? 0);
    for (const player of players) await f.fund(player, 1_000_000);
  });
  afterAll(async () => f.close());

  it('pays every win of the batch once, answers each on its own, and a replayed batch pays nothing more', async () => {
    const rounds = await openRounds(1_000);
    const before = await Promise.all(players.map((p) => f.main(p)));
    const wins = rounds.map(({ player, roundId }, i) => ({ playerId: String(player), currency: 'THB', transactionId: id('w'), roundId, amount: [5_000, 0, 123][i] }));
    const first = await winBatch(wins);
    expect(first.map((r) => r.success)).toEqual([true, true, true]);
    expect(first.map((r) => r.transactionId)).toEqual(wins.map((w) => w.transactionId));
    const after = await Promise.all(players.map((p) => f.main(p)));
    expect(after.map((b, i) => b - (before[i] ?? 0))).toEqual([5_000, 0, 123]);
    expect(first.map((r) => r.balance)).toEqual(after);
    for (const { roundId } of rounds) expect((await f.round(roundId))?.status).toBe('settled');

    const again = await winBatch(wins);
    expect(again).toEqual(first);
    expect(await Promise.all(players.map((p) => f.main(p)))).toEqual(after);
  });

  it('refuses the bad wins of a batch alone: an unknown round, a conflicting replay, another currency', async () => {
    const [a, b] = await openRounds(1_000);
    if (!a || !b) throw new Error('no rounds');
    const paid = { playerId: String(a.player), currency: 'THB', transactionId: id('w'), roundId: a.roundId, amount: 700 };
    await winBatch([paid]);
    const before = await f.main(b.player);
    const results = await winBatch([
      { ...paid, amount: 701 },
      { playerId: String(b.player), currency: 'THB', transactionId: id('w'), roundId: 'never-opened', amount: 50 },
      { playerId: String(b.player), currency: 'USD', transactionId: id('w'), roundId: b.roundId, amount: 50 },
      { playerId: String(b.player), currency: 'THB', transactionId: id('w'), roundId: b.roundId, amount: 900 },
    ]);
    expect(results.map((r) => [r.success, r.code])).toEqual([
      [false, 'idempotency_conflict'],
      [true, undefined],
      [false, 'validation_failed'],
      [true, undefined],
    ]);
    // A win for a round never seen opens it (as the win call does: a free round).
    expect(await f.main(b.player)).toBe(before + 50 + 900);
  });

  it('pays once when the same batch arrives twice at the same time, with no drift in the books', async () => {
    const rounds = await openRounds(2_000);
    const wins = rounds.map(({ player, roundId }) => ({ playerId: String(player), currency: 'THB', transactionId: id('w'), roundId, amount: 3_000 }));
    const settlementBefore = await settlement();
    const [x, y] = await Promise.all([winBatch(wins), winBatch(wins)]);
    expect(x).toEqual(y);
    expect(x?.every((r) => r.success)).toBe(true);
    expect(settlementBefore - (await settlement())).toBe(3 * 3_000);
    const report = await verifyLedger(f.t.database.db);
    expect(report.drift).toEqual([]);
  });

  it('takes a full batch of the largest size in one request', async () => {
    const [round] = await openRounds(1_000);
    if (!round) throw new Error('no round');
    // One real win and the rest 0 on rounds never opened: the request's size is what is tested.
    const wins = Array.from({ length: WIN_BATCH_MAX }, (_, i) => ({ playerId: String(round.player), currency: 'THB', transactionId: id(`full-${i}`), roundId: i === 0 ? round.roundId : id('free'), amount: i === 0 ? 77 : 0 }));
    const results = await winBatch(wins);
    expect(results).toHaveLength(WIN_BATCH_MAX);
    expect(results.every((r) => r.success)).toBe(true);
  });

  it('refuses a malformed batch as a whole, with a validation error and nothing paid', async () => {
    const settlementBefore = await settlement();
    const win = { playerId: String(players[0]), currency: 'THB', transactionId: id('w'), roundId: id('r'), amount: 10 };
    for (const wins of [[], Array.from({ length: WIN_BATCH_MAX + 1 }, (_, i) => ({ ...win, transactionId: `${win.transactionId}-${i}` })), [{ ...win, amount: -5 }], [{ ...win, jackpot: true, amount: 'ten' }]]) {
      const reply = await f.vendor.call('winBatch', { wins });
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.code).toBe('validation_failed');
    }
    const raw = await f.vendor.call('winBatch', {}, { raw: '{"wins": [' });
    expect(raw.body.code).toBe('malformed_json');
    expect(await settlement()).toBe(settlementBefore);
  });
});
