import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProfiles, members } from '../../db/schema/index';

/** The only SQL of members and their profiles. Every query filters by merchant. */

const memberColumns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  passwordHash: members.passwordHash,
  email: members.email,
  mobileNum: members.mobileNum,
  countryDialingCode: members.countryDialingCode,
  affiliateCode: members.affiliateCode,
  status: members.status,
  passwordChangedAt: members.passwordChangedAt,
  mustChangePassword: members.mustChangePassword,
  createdAt: members.createdAt,
  paymentPasswordHash: memberProfiles.paymentPasswordHash,
  birthday: memberProfiles.birthday,
};

function selectMember(db: Db) {
  return db.select(memberColumns).from(members).leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id));
}
export type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMember>['where']>>[number];

export async function findMemberByAccount(db: Db, merchantId: number, account: string): Promise<MemberRow | undefined> {
  const [row] = await selectMember(db).where(and(eq(members.merchantId, merchantId), eq(members.account, account))).limit(1);
  return row;
}

export async function findMemberById(db: Db, merchantId: number, id: number): Promise<MemberRow | undefined> {
  const [row] = await selectMember(db).where(and(eq(members.merchantId, merchantId), eq(members.id, id))).limit(1);
  return row;
}

export async function findMemberByMobile(db: Db, merchantId: number, dialingCode: string, mobileNum: string): Promise<MemberRow | undefined> {
  const [row] = await selectMember(db)
    .where(and(eq(members.merchantId, merchantId), eq(members.mobileNum, mobileNum), eq(members.countryDialingCode, dialingCode)))
    .orderBy(members.id)
    .limit(1);
  return row;
}

export async function findMemberByEmail(db: Db, merchantId: number, email: string): Promise<MemberRow | undefined> {
  const [row] = await selectMember(db)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

/** The agent owning an affiliate code (codes compare case-insensitively). */
export async function findAgentByAffiliateCode(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select({ id: members.id, type: members.type, affiliateCode: members.affiliateCode })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`))
    .limit(1);
  return row;
}

export async function insertMember(db: Db, row: typeof members.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(members).values(row).returning({ id: members.id });
  if (!inserted) throw new Error('member insert returned nothing');
  return inserted.id;
}

export async function insertProfile(db: Db, row: typeof memberProfiles.$inferInsert): Promise<void> {
  await db.insert(memberProfiles).values(row);
}

export async function updatePassword(db: Db, merchantId: number, memberId: number, passwordHash: string, at: Date): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: at, mustChangePassword: false })
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
}

export async function countTrialsFromAddress(db: Db, merchantId: number, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(and(eq(members.merchantId, merchantId), eq(members.type, 4), eq(memberProfiles.registerIp, ip), sql`${members.createdAt} > ${since}`));
  return row?.count ?? 0;
}

/** The member's affiliate code, or null when it has none yet. */
export async function affiliateCodeOf(db: Db, merchantId: number, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: members.affiliateCode })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row?.code ?? null;
}

/**
 * Gives the member `code` unless it already has one: false when another request was first. A code
 * another member holds fails on the unique index (members_merchant_affiliate_idx).
 */
export async function claimAffiliateCode(db: Db, merchantId: number, memberId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ affiliateCode: code })
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId), sql`${members.affiliateCode} is null`))
    .returning({ id: members.id });
  return rows.length > 0;
}

/**
 * Sets the member's birthday unless it has one: false when it was already set. Members made before
 * profiles existed (seeded ones) get their profile row here. The caller has checked the member is
 * the merchant's (its session).
 */
export async function setBirthdayOnce(db: Db, memberId: number, birthday: string, ip: string): Promise<boolean> {
  const rows = await db
    .insert(memberProfiles)
    .values({ memberId, registerIp: ip, birthday })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { birthday }, setWhere: sql`${memberProfiles.birthday} is null` })
    .returning({ memberId: memberProfiles.memberId });
  return rows.length > 0;
}
