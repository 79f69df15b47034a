import { and, eq } from 'drizzle-orm';
import { withdrawalProofs, withdrawals } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';
import type { WithdrawalRow } from './withdraw-repository';

/** The only SQL of withdrawal confirmations and their proof images. */

/** The member's own withdrawal, locked; another member's id reads as absent. */
export async function lockOwnWithdrawal(db: Tx, merchantId: number, memberId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.id, id)))
    .for('update');
  return row;
}

export async function insertProofs(db: Tx, rows: (typeof withdrawalProofs.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(withdrawalProofs).values(rows);
}

export async function countProofs(db: Tx, merchantId: number, withdrawalId: number): Promise<number> {
  const rows = await db
    .select({ id: withdrawalProofs.id })
    .from(withdrawalProofs)
    .where(and(eq(withdrawalProofs.merchantId, merchantId), eq(withdrawalProofs.withdrawalId, withdrawalId)));
  return rows.length;
}
