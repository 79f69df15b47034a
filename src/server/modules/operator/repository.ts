import { and, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit, operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/index';
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

export async function insertOperatorSession(db: Tx, row: typeof operatorSessions.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(operatorSessions).values(row).returning({ id: operatorSessions.id });
  if (!inserted) throw new Error('operator session not inserted');
  return inserted.id;
}

/** The live session of a token hash with its operator, in one indexed query. */
export async function findLiveSession(db: Db, merchantId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: operatorSessions.id, stage: operatorSessions.stage, lastSeenAt: operatorSessions.lastSeenAt, operator: operators })
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

/** Marks a session as used now (the idle timeout counts from here). */
export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, sessionId));
}

/** Moves a session to its next stage (and its expiry), only from the stage it is known to be at. */
export async function advanceSession(db: Tx, sessionId: number, from: 'enrol' | 'verify', expiresAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorSessions)
    .set({ stage: 'full', expiresAt, lastSeenAt: now })
    .where(and(eq(operatorSessions.id, sessionId), eq(operatorSessions.stage, from), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}

export async function listOperators(db: Db, merchantId: number): Promise<OperatorRow[]> {
  return db.select().from(operators).where(eq(operators.merchantId, merchantId)).orderBy(operators.id);
}

export async function findOperatorById(db: Tx, merchantId: number, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)));
  return row;
}

export async function updateOperator(db: Tx, id: number, set: Partial<typeof operators.$inferInsert>): Promise<void> {
  await db.update(operators).set(set).where(eq(operators.id, id));
}

/**
 * Counts a failed sign-in step; at `limit` failures the operator is locked until `lockUntil` and the
 * count starts again. One statement, so concurrent failures all count. Answers whether it locked.
 */
export async function countFailure(db: Db, id: number, limit: number, lockUntil: Date): Promise<boolean> {
  const [row] = await db
    .update(operators)
    .set({
      failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${limit} then 0 else ${operators.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, id))
    .returning({ failed: operators.failedLogins, lockedUntil: operators.lockedUntil });
  return row?.failed === 0;
}

/** Takes a TOTP step for the operator unless that step or a later one was already used (replay). */
export async function claimTotpStep(db: Tx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step, failedLogins: 0 })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Ends every live session of an operator (its role or second factor changed, or it was disabled). */
export async function revokeOperatorSessions(db: Tx, operatorId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function replaceRecoveryCodes(db: Tx, merchantId: number, operatorId: number, hashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (hashes.length > 0) await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ merchantId, operatorId, codeHash })));
}

/** Uses a recovery code once (a second use finds it used); answers the codes left, or undefined. */
export async function useRecoveryCode(db: Tx, operatorId: number, codeHash: string, now: Date): Promise<number | undefined> {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  if (used.length === 0) return undefined;
  return unusedRecoveryCodes(db, operatorId);
}

export async function unusedRecoveryCodes(db: Tx, operatorId: number): Promise<number> {
  const [left] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return left?.n ?? 0;
}

export async function insertAudit(db: Tx, row: typeof operatorAudit.$inferInsert): Promise<void> {
  await db.insert(operatorAudit).values(row);
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive bounds, as instants. */
  from?: Date;
  to?: Date;
  /** Only rows older than this id (paging newest first). */
  before?: number;
}

/** The audit log of a merchant, newest first. */
export async function listAudit(db: Db, merchantId: number, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(operatorAudit.merchantId, merchantId),
    filter.actor ? eq(operatorAudit.actor, filter.actor) : undefined,
    filter.action ? eq(operatorAudit.action, filter.action) : undefined,
    filter.targetType ? eq(operatorAudit.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(operatorAudit.targetId, filter.targetId) : undefined,
    filter.from ? gte(operatorAudit.at, filter.from) : undefined,
    filter.to ? lte(operatorAudit.at, filter.to) : undefined,
    filter.before ? lt(operatorAudit.id, filter.before) : undefined,
  ];
  return db
    .select()
    .from(operatorAudit)
    .where(and(...conditions))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}
