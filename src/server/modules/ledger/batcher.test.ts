import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/database';
import { batchTransfers } from './batcher';
import { balanceOf, transfer } from './service';
import { ledgerFixture, type LedgerFixture } from './test-ledger';
import type { TransferRequest } from './types';
import { verifyLedger } from './verifier';

describe.each(testDrivers())('batched transfers on %s', (driver) => {
  let f: LedgerFixture;
  let player: number;
  const request = (key: string, amount: number, toPlayer: boolean, merchantId = f.merchantId): TransferRequest => ({
    merchantId,
    idempotencyKey: key,
    type: toPlayer ? 'deposit' : 'bet',
    reference: key,
    actor: 'system',
    from: toPlayer ? { kind: 'payment_clearing' } : { kind: 'player_main', memberId: player },
    to: toPlayer ? { kind: 'player_main', memberId: player } : { kind: 'house' },
    amount,
    currency: 'THB',
  });
  const main = () => balanceOf(f.db, f.merchantId, 'THB', { kind: 'player_main', memberId: player });

  beforeAll(async () => {
    f = await ledgerFixture(driver);
    player = f.memberIds[0] ?? 0;
    batchTransfers(f.db);
  });
  afterAll(async () => f.database.close());

  it('applies concurrent transfers in arrival order, each with its own answer', async () => {
    const answers = await Promise.allSettled([
      transfer(f.db, request('b-dep', 1_000, true)),
      transfer(f.db, request('b-bet1', 600, false)),
      // Only 400 left: refused on its own, the others still go through.
      transfer(f.db, request('b-bet2', 600, false)),
      transfer(f.db, request('b-dep', 1_000, true)),
      transfer(f.db, request('b-bet3', 400, false)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(answers[2]).toMatchObject({ reason: { code: 'insufficient_funds' } });
    expect(answers[3]).toMatchObject({ value: { replayed: true } });
    expect(await main()).toBe(0);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });

  it('lets one failing transfer fail alone: its batch is retried one by one', async () => {
    const answers = await Promise.allSettled([
      transfer(f.db, request('c-dep1', 500, true)),
      // No such merchant: the database refuses the account (foreign key), which fails a whole statement.
      transfer(f.db, request('c-bad', 500, true, 987_654)),
      transfer(f.db, request('c-dep2', 700, true)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await main()).toBe(1_200);
    expect((await verifyLedger(f.db)).ok).toBe(true);
  });
});
