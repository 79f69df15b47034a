import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import { ledgerTransfers, memberProfiles, members } from '../../db/schema/index';

/** The only SQL of the VIP birthday bonus. */

/**
 * The merchant's active real members whose birthday is today (`month`, one of `days`) and who
 * have not been paid this year's birthday bonus (its ledger key, vip-birthday:<member>:<year>), in
 * one statement: the upkeep pass reads only the day's birthdays, never a scan of every member.
 */
export async function birthdayMembersUnpaid(db: Db, merchantId: number, today: { month: number; days: number[] }, year: number): Promise<number[]> {
  const unpaid = sql`not exists (select 1 from ${ledgerTransfers} where ${ledgerTransfers.merchantId} = ${merchantId}
    and ${ledgerTransfers.idempotencyKey} = 'vip-birthday:' || ${members.id} || ':' || ${String(year)})`;
  // The expressions of member_profiles_birthday_idx.
  const born = and(eq(sql`extract(month from ${memberProfiles.birthday})`, today.month), inArray(sql`extract(day from ${memberProfiles.birthday})`, today.days));
  const real = and(eq(members.merchantId, merchantId), ne(members.type, TRIAL_TYPE), eq(members.status, 'ACTIVE'));
  const rows = await db.select({ id: members.id }).from(members).innerJoin(memberProfiles, eq(memberProfiles.memberId, members.id)).where(and(real, born, unpaid)).orderBy(members.id);
  return rows.map((row) => row.id);
}
