import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProfiles, members, sessions } from '../../db/schema/index';

/** The only SQL of sessions. */

/** The session of a token hash with what member/info needs, in one indexed query (the hot path). */
export async function findSession(db: Db, merchantId: number, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      restricted: sessions.restricted,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      previousLoginAt: sessions.previousLoginAt,
      previousLoginIp: sessions.previousLoginIp,
      member: {
        id: members.id,
        account: members.account,
        nickname: members.nickname,
        type: members.type,
        email: members.email,
        mobileNum: members.mobileNum,
        countryDialingCode: members.countryDialingCode,
        affiliateCode: members.affiliateCode,
        status: members.status,
        createdAt: members.createdAt,
      },
      paymentPasswordHash: memberProfiles.paymentPasswordHash,
      birthday: memberProfiles.birthday,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.merchantId, merchantId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every other session of a member (after a password change). */
export async function revokeOtherSessions(db: Db, memberId: number, keepId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.memberId, memberId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, memberId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

export async function unrestrictSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ restricted: false }).where(eq(sessions.id, id));
}
