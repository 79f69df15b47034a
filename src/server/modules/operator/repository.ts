import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit, operators, operatorSessions } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of operators, their sessions and the audit log. */

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof operatorAudit.$inferSelect;

export async function findOperatorByName(db: Tx, merchantId: number, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, username)));
  return row;
}

export async function insertOperator(db: Tx, row: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
  const [inserted] = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertOperatorSession(db: Tx, row: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(row);
}

/** The live session of a token hash with its operator, in one indexed query. */
export async function findLiveSession(db: Db, merchantId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: operatorSessions.id, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operatorSessions.merchantId, merchantId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeOperatorSession(db: Db, merchantId: number, sessionId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), eq(operatorSessions.merchantId, merchantId)));
}

export async function insertAudit(db: Tx, row: typeof operatorAudit.$inferInsert): Promise<void> {
  await db.insert(operatorAudit).values(row);
}

export async function listAudit(db: Db, merchantId: number, filter: { targetType?: string; targetId?: string }, limit: number): Promise<AuditRow[]> {
  const conditions = [eq(operatorAudit.merchantId, merchantId)];
  if (filter.targetType) conditions.push(eq(operatorAudit.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(operatorAudit.targetId, filter.targetId));
  return db
    .select()
    .from(operatorAudit)
    .where(and(...conditions))
    .orderBy(operatorAudit.id)
    .limit(limit);
}
