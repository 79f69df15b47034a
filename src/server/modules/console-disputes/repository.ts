import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, withdrawalProofs, withdrawals } from '../../db/schema/index';

/** The only SQL of the console's disputed withdrawals and their proof images. */

const proofCount = sql<number>`(select count(*) from ${withdrawalProofs} where ${withdrawalProofs.merchantId} = ${withdrawals.merchantId} and ${withdrawalProofs.withdrawalId} = ${withdrawals.id})`.mapWith(Number);

/** Paid withdrawals the player answered NOT_RECEIVED, newest answer first. */
export async function disputes(db: Db, merchantId: number, limit: number) {
  return db
    .select({
      id: withdrawals.id,
      account: members.account,
      amount: withdrawals.amount,
      currency: withdrawals.currency,
      decidedAt: withdrawals.decidedAt,
      confirmedAt: withdrawals.confirmedAt,
      confirmation: withdrawals.confirmation,
      proofCount,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'PAID'), eq(withdrawals.confirmation, 'NOT_RECEIVED')))
    .orderBy(desc(withdrawals.confirmedAt), desc(withdrawals.id))
    .limit(limit);
}

export async function withdrawalOf(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({
      id: withdrawals.id,
      account: members.account,
      amount: withdrawals.amount,
      currency: withdrawals.currency,
      status: withdrawals.status,
      decidedAt: withdrawals.decidedAt,
      confirmation: withdrawals.confirmation,
      confirmationRemark: withdrawals.confirmationRemark,
      confirmedAt: withdrawals.confirmedAt,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
  return row;
}

/** The proofs of one withdrawal, oldest first, with their bytes (at most three of 5 MB). */
export async function proofsOf(db: Db, merchantId: number, withdrawalId: number) {
  return db
    .select({ id: withdrawalProofs.id, content: withdrawalProofs.content, createdAt: withdrawalProofs.createdAt })
    .from(withdrawalProofs)
    .where(and(eq(withdrawalProofs.merchantId, merchantId), eq(withdrawalProofs.withdrawalId, withdrawalId)))
    .orderBy(withdrawalProofs.id);
}

export async function proofOf(db: Db, merchantId: number, withdrawalId: number, proofId: number) {
  const [row] = await db
    .select({ id: withdrawalProofs.id, content: withdrawalProofs.content })
    .from(withdrawalProofs)
    .where(and(eq(withdrawalProofs.merchantId, merchantId), eq(withdrawalProofs.withdrawalId, withdrawalId), eq(withdrawalProofs.id, proofId)));
  return row;
}
