import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { members } from '../db/schema/index';
import { balanceOf, transfer } from '../modules/ledger/service';
import type { AccountRef } from '../modules/ledger/types';
import { verifyLedger } from '../modules/ledger/verifier';
import type { AccountTestApp } from './account-client';

/** The seeded merchant and the id of one of its accounts. */
export async function memberOf(t: AccountTestApp, account: string): Promise<{ merchantId: number; memberId: number }> {
  const merchant = await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
  if (!merchant) throw new Error('no merchant');
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, account)));
  if (!row) throw new Error(`no member ${account}`);
  return { merchantId: merchant.id, memberId: row.id };
}

export async function balance(t: AccountTestApp, merchantId: number, ref: AccountRef): Promise<number> {
  return balanceOf(t.database.db, merchantId, 'THB', ref);
}

/** The books balance: every account equals its entries and everything sums to zero. */
export async function expectBooksBalance(t: AccountTestApp): Promise<void> {
  const report = await verifyLedger(t.database.db);
  expect(report.drift).toEqual([]);
  expect(report.ok).toBe(true);
}

let fundings = 0;

/** Puts money on a player's main wallet, from payment clearing through the ledger (a test deposit). */
export async function fundMain(db: Db, merchantId: number, memberId: number, amount: number, currency = 'THB'): Promise<void> {
  fundings += 1;
  await transfer(db, {
    merchantId,
    idempotencyKey: `test-fund-${process.pid}-${fundings}-${memberId}-${Date.now()}`,
    type: 'deposit',
    reference: 'test',
    actor: 'test',
    from: { kind: 'payment_clearing' },
    to: { kind: 'player_main', memberId },
    amount,
    currency,
  });
}
