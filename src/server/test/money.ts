import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '../db/schema/index';
import { balanceOf } from '../modules/ledger/service';
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
