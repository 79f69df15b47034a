import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoVendorKeys, demoVendorRounds, demoVendorSessions, type DemoRoundStatus } from '../../db/schema/index';

/** The only place with SQL of the demo vendor: its own tables, never the platform's. */

export type SessionRow = typeof demoVendorSessions.$inferSelect;
export type RoundRow = typeof demoVendorRounds.$inferSelect;
export type NewRound = typeof demoVendorRounds.$inferInsert;

/** Keeps the first master secret ever stored (several processes may start at once). */
export async function ensureMasterSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(demoVendorKeys).values({ name: 'master', secret: candidate }).onConflictDoNothing();
  const [row] = await db.select({ secret: demoVendorKeys.secret }).from(demoVendorKeys).where(eq(demoVendorKeys.name, 'master'));
  if (!row) throw new Error('demo vendor master secret missing after insert');
  return row.secret;
}

export async function insertSession(db: Db, row: typeof demoVendorSessions.$inferInsert): Promise<void> {
  await db.insert(demoVendorSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(demoVendorSessions).where(eq(demoVendorSessions.id, id));
  return row;
}

export async function setSessionBalance(db: Db, id: string, balance: number): Promise<void> {
  await db.update(demoVendorSessions).set({ balance }).where(eq(demoVendorSessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(demoVendorSessions).where(lt(demoVendorSessions.expiresAt, now));
}

/**
 * A trial round in one transaction: the demo money moves only if it covers the stake, and the
 * round is stored settled. Undefined when the balance is short.
 */
export async function playTrialRound(db: Db, sessionId: string, round: NewRound): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(demoVendorSessions)
      .set({ balance: sql`${demoVendorSessions.balance} - ${round.stake} + ${round.win}` })
      .where(and(eq(demoVendorSessions.id, sessionId), sql`${demoVendorSessions.balance} >= ${round.stake}`))
      .returning({ balance: demoVendorSessions.balance });
    if (!after) return undefined;
    await tx.insert(demoVendorRounds).values(round);
    return after.balance;
  });
}

export async function insertRound(db: Db, round: NewRound): Promise<void> {
  await db.insert(demoVendorRounds).values(round);
}

export interface RoundChange {
  status: DemoRoundStatus;
  settledAt?: Date;
  lastError?: string | null;
  /** Counts one more settlement call. */
  attempted?: boolean;
  /** What the platform's jackpot pool paid with the win. */
  jackpotWin?: number;
}

/**
 * Moves a round on only from one of the expected states, so the live request and the sweeper
 * never undo each other's step. True when this call made the change.
 */
export async function moveRound(db: Db, roundId: string, from: readonly DemoRoundStatus[], change: RoundChange): Promise<boolean> {
  const rows = await db
    .update(demoVendorRounds)
    .set({
      status: change.status,
      ...(change.settledAt ? { settledAt: change.settledAt } : {}),
      ...(change.lastError !== undefined ? { lastError: change.lastError } : {}),
      ...(change.attempted ? { attempts: sql`${demoVendorRounds.attempts} + 1` } : {}),
      ...(change.jackpotWin !== undefined ? { jackpotWin: change.jackpotWin } : {}),
    })
    .where(and(eq(demoVendorRounds.roundId, roundId), inArray(demoVendorRounds.status, [...from])))
    .returning({ id: demoVendorRounds.id });
  return rows.length > 0;
}

/** Notes a failed settlement call without changing the state. */
export async function noteAttempt(db: Db, roundId: string, error: string): Promise<void> {
  await db
    .update(demoVendorRounds)
    .set({ attempts: sql`${demoVendorRounds.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(demoVendorRounds.roundId, roundId));
}

export async function findRound(db: Db, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(demoVendorRounds).where(eq(demoVendorRounds.roundId, roundId));
  return row;
}

/** Whose rounds a history shows: a real player's at this merchant and code, or one trial session's. */
export type HistoryKey = { trial: false; merchantCode: string; vendorCode: string; playerId: string } | { trial: true; sessionId: string };

export async function recentRounds(db: Db, key: HistoryKey, limit: number): Promise<RoundRow[]> {
  const where = key.trial
    ? and(eq(demoVendorRounds.sessionId, key.sessionId), eq(demoVendorRounds.trial, true))
    : and(
        eq(demoVendorRounds.merchantCode, key.merchantCode),
        eq(demoVendorRounds.vendorCode, key.vendorCode),
        eq(demoVendorRounds.playerId, key.playerId),
        eq(demoVendorRounds.trial, false),
      );
  return db.select().from(demoVendorRounds).where(where).orderBy(desc(demoVendorRounds.createdAt), desc(demoVendorRounds.id)).limit(limit);
}

/** Rounds the sweeper must finish: every bet_placed one, and pending ones older than `cutoff`. */
export async function unfinishedRounds(db: Db, cutoff: Date, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(demoVendorRounds)
    .where(
      and(
        eq(demoVendorRounds.trial, false),
        isNull(demoVendorRounds.settledAt),
        or(eq(demoVendorRounds.status, 'bet_placed'), and(eq(demoVendorRounds.status, 'pending'), lt(demoVendorRounds.createdAt, cutoff))),
      ),
    )
    // Rounds tried least first: a few that keep failing never hold back the rest.
    .orderBy(demoVendorRounds.attempts, demoVendorRounds.createdAt)
    .limit(limit);
}
