import { and, desc, eq, ilike, inArray, isNull, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownAddresses, memberNotes, memberProfiles, members, memberVipLevels, sessions } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of the console's players. */

const summary = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  status: members.status,
  mobile: members.mobileNum,
  email: members.email,
  createdAt: members.createdAt,
};

/** `%` and `_` typed by an operator are letters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`);

/** Players matching one search term, by what it matched; accounts by prefix, the rest exactly. */
export async function searchPlayers(db: Db, merchantId: number, q: string, limit: number) {
  const conditions: SQL[] = [ilike(members.account, `${literal(q)}%`), eq(members.mobileNum, q), sql`lower(${members.email}) = lower(${q})`];
  if (/^\d{1,9}$/u.test(q)) conditions.push(eq(members.id, Number(q)));
  const byAddress = db.select({ id: knownAddresses.memberId }).from(knownAddresses).where(eq(knownAddresses.ip, q));
  conditions.push(inArray(members.id, byAddress));
  return db
    .select(summary)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), or(...conditions)))
    .orderBy(members.account)
    .limit(limit);
}

export async function playerByAccount(db: Tx, merchantId: number, account: string) {
  const [row] = await db
    .select({ ...summary, registerIp: memberProfiles.registerIp, mustChangePassword: members.mustChangePassword, uplineId: members.uplineId })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
  return row;
}

export async function membersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: members.id, account: members.account, type: members.type }).from(members).where(inArray(members.id, ids));
}

export async function liveSessions(db: Db, memberId: number, now: Date) {
  return db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(20);
}

export async function notesOf(db: Db, merchantId: number, memberId: number) {
  return db.select().from(memberNotes).where(and(eq(memberNotes.merchantId, merchantId), eq(memberNotes.memberId, memberId))).orderBy(memberNotes.id).limit(200);
}

export async function insertNote(db: Tx, row: typeof memberNotes.$inferInsert) {
  const [inserted] = await db.insert(memberNotes).values(row).returning();
  if (!inserted) throw new Error('note not inserted');
  return inserted;
}

export async function setStatus(db: Tx, memberId: number, status: 'ACTIVE' | 'BLOCKED') {
  await db.update(members).set({ status }).where(eq(members.id, memberId));
}

export async function setMustChangePassword(db: Tx, memberId: number) {
  await db.update(members).set({ mustChangePassword: true }).where(eq(members.id, memberId));
}

/** The highest VIP level the member has reached (null: none). */
export async function vipLevelOf(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db.select({ level: sql<number | null>`max(${memberVipLevels.level})` }).from(memberVipLevels).where(eq(memberVipLevels.memberId, memberId));
  return row?.level ?? null;
}
