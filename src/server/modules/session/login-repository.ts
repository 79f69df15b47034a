import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownAddresses, loginAttempts } from '../../db/schema/index';

/** The only SQL of sign-in attempts and known addresses. */

export async function countRecentFailures(db: Db, merchantId: number, account: string, ip: string, since: Date) {
  // A pending new-address check is not a failure; wrong passwords and refused accounts are.
  const failed = sql`${loginAttempts.result} in ('FAILED', 'BLOCKED') and ${loginAttempts.at} > ${since}`;
  const [byAccount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.account, account), failed));
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.ip, ip), failed));
  return { account: byAccount?.n ?? 0, ip: byIp?.n ?? 0 };
}

export async function insertAttempt(db: Db, row: typeof loginAttempts.$inferInsert): Promise<void> {
  await db.insert(loginAttempts).values(row);
}

export async function findLatestSuccess(db: Db, memberId: number): Promise<{ at: Date; ip: string } | undefined> {
  const [row] = await db
    .select({ at: loginAttempts.at, ip: loginAttempts.ip })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.memberId, memberId), eq(loginAttempts.result, 'SUCCESS')))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(1);
  return row;
}

export async function listAttempts(db: Db, merchantId: number, memberId: number, limit: number) {
  return db
    .select({ at: loginAttempts.at, ip: loginAttempts.ip, device: loginAttempts.device, result: loginAttempts.result })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.memberId, memberId)))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(limit);
}

/** How many addresses the member is known from, and whether `ip` is one of them. */
export async function knownAddressState(db: Db, memberId: number, ip: string) {
  const rows = await db
    .select({ ip: knownAddresses.ip })
    .from(knownAddresses)
    .where(and(eq(knownAddresses.memberId, memberId), gt(knownAddresses.firstSeenAt, new Date(0))));
  return { count: rows.length, known: rows.some((row) => row.ip === ip) };
}

export async function addKnownAddress(db: Db, memberId: number, ip: string, at: Date): Promise<void> {
  await db.insert(knownAddresses).values({ memberId, ip, firstSeenAt: at }).onConflictDoNothing();
}
