import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { testDrivers } from '../../test/database';
import { balanceOf, reverse, transfer } from './service';
import { ledgerFixture, type LedgerFixture } from './test-ledger';
import type { TransferRequest } from './types';
import { verifyLedger } from './verifier';

describe.each(testDrivers())('ledger on %s', (driver) => {
  let f: LedgerFixture;
  let player: number;
  const base = (key: string, amount: number): TransferRequest => ({
    merchantId: f.merchantId,
    idempotencyKey: key,
    type: 'deposit',
    reference: `order-${key}`,
    actor: 'system',
    from: { kind: 'payment_clearing' },
    to: { kind: 'player_main', memberId: player },
    amount,
    currency: 'THB',
  });
  const main = () => balanceOf(f.db, f.merchantId, 'THB', { kind: 'player_main', memberId: player });

  beforeAll(async () => {
    f = await ledgerFixture(driver);
    player = f.memberIds[0] ?? 0;
  });
  afterAll(async () => f.database.close());

  it('moves money between two accounts with entries that sum to zero', async () => {
    const result = await transfer(f.db, base('d1', 10_000));
    expect(result).toMatchObject({ replayed: false, amount: 10_000, creditBalanceAfter: 10_000, debitBalanceAfter: -10_000 });
    expect(await main()).toBe(10_000);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('returns the first result for a replay and refuses the key with other content', async () => {
    const replay = await transfer(f.db, base('d1', 10_000));
    expect(replay).toMatchObject({ replayed: true, creditBalanceAfter: 10_000 });
    await expect(transfer(f.db, base('d1', 10_001))).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await main()).toBe(10_000);
  });

  it('never takes a player below zero, and a refused transfer leaves no trace', async () => {
    const spend = { ...base('w1', 10_001), type: 'withdrawal', from: { kind: 'player_main' as const, memberId: player }, to: { kind: 'payment_clearing' as const } };
    await expect(transfer(f.db, spend)).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await main()).toBe(10_000);
    // The key was not consumed by the failure: the same key may be used once funds allow.
    await transfer(f.db, base('d2', 1));
    expect(await transfer(f.db, spend)).toMatchObject({ replayed: false, debitBalanceAfter: 0 });
  });

  it('refuses zero, negative, fractional, enormous amounts and bad currencies', async () => {
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER, Number.NaN]) {
      await expect(transfer(f.db, base(`bad-${amount}`, amount))).rejects.toMatchObject({ code: 'validation_failed' });
    }
    await expect(transfer(f.db, { ...base('bad-cur', 5), currency: 'thb' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(
      transfer(f.db, { ...base('same', 5), from: { kind: 'player_main', memberId: player } }),
    ).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('corrects by reversal, once, and never by changing rows', async () => {
    const deposit = await transfer(f.db, base('d3', 700));
    const before = await main();
    const reversal = await reverse(f.db, { merchantId: f.merchantId, transferId: deposit.transferId, idempotencyKey: 'r3', actor: 'operator:1', reason: 'duplicate' });
    expect(reversal.replayed).toBe(false);
    expect(await main()).toBe(before - 700);
    expect((await reverse(f.db, { merchantId: f.merchantId, transferId: deposit.transferId, idempotencyKey: 'r3', actor: 'operator:1', reason: 'duplicate' })).replayed).toBe(true);
    await expect(
      reverse(f.db, { merchantId: f.merchantId, transferId: deposit.transferId, idempotencyKey: 'r3b', actor: 'operator:1', reason: 'again' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(f.db.execute(sql`UPDATE ledger_entries SET amount = 0`)).rejects.toThrow();
    await expect(f.db.execute(sql`DELETE FROM ledger_transfers`)).rejects.toThrow();
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('serialises concurrent movements on one account', async () => {
    await transfer(f.db, base('c-fund', 1_000));
    const start = await main();
    const spends = Array.from({ length: 40 }, (_, i) =>
      transfer(f.db, { ...base(`c-${i}`, 100), type: 'bet', from: { kind: 'player_main', memberId: player }, to: { kind: 'house' } }).then(
        () => 'ok',
        (error: { code?: string }) => error.code ?? 'error',
      ),
    );
    const outcomes = await Promise.all(spends);
    const ok = outcomes.filter((o) => o === 'ok').length;
    expect(outcomes.every((o) => o === 'ok' || o === 'insufficient_funds')).toBe(true);
    expect(ok).toBe(Math.min(40, Math.floor(start / 100)));
    expect(await main()).toBe(start - ok * 100);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('the verifier finds a balance that does not match its entries', async () => {
    await f.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'house'`);
    const report = await verifyLedger(f.db);
    expect(report.ok).toBe(false);
    expect(report.drift.map((d) => d.kind).sort()).toEqual(['account_balance', 'currency_sum']);
    await f.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'house'`);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('the verifier finds an entry whose balance after is not its account\'s running total', async () => {
    const [entry] = rowsOf<{ id: number }>(await f.db.execute(sql`SELECT id FROM ledger_entries ORDER BY id LIMIT 1`));
    if (!entry) throw new Error('no entry to alter');
    // Entries are append-only: the check is switched off only to fake the damage.
    const alter = async (delta: number) => {
      await f.db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
      await f.db.execute(sql`UPDATE ledger_entries SET balance_after = balance_after + ${delta} WHERE id = ${entry.id}`);
      await f.db.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    };
    await alter(1);
    const report = await verifyLedger(f.db);
    expect(report.drift.map((d) => [d.kind, d.subject])).toEqual([['entry_balance', String(entry.id)]]);
    await alter(-1);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('posts one side now and books the deferred side at the end, with running balances (ledger_post_deferred, ledger_book_deferred)', async () => {
    const other = f.memberIds[1] ?? 0;
    await transfer(f.db, base('deferred-fund-player', 1_000));
    await transfer(f.db, { ...base('deferred-fund-other', 1_000), to: { kind: 'player_main', memberId: other } });
    const settlement = { kind: 'vendor_settlement' as const, code: 'DEFERV' };
    const before = { main: await main(), settlement: await balanceOf(f.db, f.merchantId, 'THB', settlement) };
    interface Posted { status: string; transfer_id: string | null; now_balance: string | null; later_account: number | null }
    // The player pays (true) or is paid (false); the settlement account is the deferred side.
    const post = async (tx: Pick<typeof f.db, 'execute'>, key: string, amount: number, pays: boolean, laterKind = 'vendor_settlement', laterOwner = 0, laterCode = 'DEFERV') => {
      const [row] = rowsOf<Posted>(
        await tx.execute(sql`SELECT * FROM ledger_post_deferred(${f.merchantId}, ${key}, 'hash', 'test', 'deferred', 'test',
          'player_main', ${player}, '', false, ${laterKind}, ${laterOwner}, ${laterCode}, ${pays}, ${amount}, 'THB')`),
      );
      if (!row) throw new Error('ledger_post_deferred answered no row');
      return row;
    };
    const book = (tx: Pick<typeof f.db, 'execute'>, sides: [Posted, number][]) =>
      tx.execute(sql`SELECT ledger_book_deferred(
        ${`{${sides.map(([p]) => p.later_account).join(',')}}`}::integer[],
        ${`{${sides.map(([p]) => p.transfer_id).join(',')}}`}::bigint[],
        ${`{${sides.map(([, amount]) => amount).join(',')}}`}::bigint[])`);

    await f.db.transaction(async (tx) => {
      const stake = await post(tx, 'deferred-1', 300, true);
      const win = await post(tx, 'deferred-2', 100, false);
      expect([stake.status, Number(stake.now_balance), win.status, Number(win.now_balance)]).toEqual(['posted', before.main - 300, 'posted', before.main - 200]);
      // Refusals write nothing: a short wallet, and a key already used.
      expect(await post(tx, 'deferred-3', before.main, true)).toMatchObject({ status: 'insufficient', transfer_id: null });
      expect(await post(tx, 'deferred-1', 300, true)).toMatchObject({ status: 'key_taken', transfer_id: null });
      await book(tx, [[stake, 300], [win, -100]]);
    });
    expect(await main()).toBe(before.main - 200);
    expect(await balanceOf(f.db, f.merchantId, 'THB', settlement)).toBe(before.settlement + 200);
    expect((await verifyLedger(f.db)).drift).toEqual([]);

    // Only an account that may go negative waits: booking another player's wallet late is refused,
    // and the transaction takes its posted side back with it.
    const failed = f.db.transaction(async (tx) => {
      const paid = await post(tx, 'deferred-4', 50, true, 'player_main', other, '');
      await book(tx, [[paid, 50]]);
    });
    await expect(failed).rejects.toMatchObject({ cause: { message: expect.stringContaining('ledger_book_deferred') } });
    expect(await main()).toBe(before.main - 200);
    expect(await balanceOf(f.db, f.merchantId, 'THB', { kind: 'player_main', memberId: other })).toBe(1_000);
    expect((await verifyLedger(f.db)).drift).toEqual([]);
  });
});
