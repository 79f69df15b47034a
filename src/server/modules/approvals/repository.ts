import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApprovalKind, ApprovalStatus } from '@shared/api/approvals';
import type { Db } from '../../db/client';
import { merchants, moneyApprovals } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of maker-checker approvals. */

export type ApprovalRow = typeof moneyApprovals.$inferSelect;

export async function merchantConfigOf(db: Tx, merchantId: number) {
  const [row] = await db.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/** Files an approval; a withdrawal that already has an open one answers that one instead. */
export async function insertApproval(db: Tx, row: typeof moneyApprovals.$inferInsert): Promise<{ row: ApprovalRow; filed: boolean }> {
  const [inserted] = await db.insert(moneyApprovals).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, filed: true };
  const [open] = await db
    .select()
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.merchantId, row.merchantId), eq(moneyApprovals.kind, row.kind), eq(moneyApprovals.targetId, row.targetId), eq(moneyApprovals.status, 'PENDING')));
  if (!open) throw new Error('approval neither filed nor found');
  return { row: open, filed: false };
}

/** The approval, locked until the transaction ends (one decision at a time). */
export async function lockApproval(db: Tx, merchantId: number, id: number): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.merchantId, merchantId), eq(moneyApprovals.id, id)))
    .for('update');
  return row;
}

export async function decide(db: Tx, id: number, set: { status: ApprovalStatus; checker: string; note: string | null; decidedAt: Date }): Promise<ApprovalRow> {
  const [row] = await db.update(moneyApprovals).set(set).where(and(eq(moneyApprovals.id, id), eq(moneyApprovals.status, 'PENDING'))).returning();
  if (!row) throw new Error('approval not pending');
  return row;
}

/** Rejects an action's open approvals, with no checker (nobody decided them: the action went another way). */
export async function closeOpen(db: Tx, merchantId: number, kind: ApprovalKind, targetId: string, note: string, now: Date): Promise<void> {
  await db
    .update(moneyApprovals)
    .set({ status: 'REJECTED', note, decidedAt: now })
    .where(and(eq(moneyApprovals.merchantId, merchantId), eq(moneyApprovals.kind, kind), eq(moneyApprovals.targetId, targetId), eq(moneyApprovals.status, 'PENDING')));
}

export async function listApprovals(db: Db, merchantId: number, status: ApprovalStatus, limit: number): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.merchantId, merchantId), eq(moneyApprovals.status, status)))
    .orderBy(status === 'PENDING' ? moneyApprovals.id : desc(moneyApprovals.id))
    .limit(limit);
}

export async function pendingCount(db: Db, merchantId: number, kind?: ApprovalKind): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.merchantId, merchantId), eq(moneyApprovals.status, 'PENDING'), kind ? eq(moneyApprovals.kind, kind) : undefined));
  return row?.n ?? 0;
}
