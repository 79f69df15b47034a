import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { dayText, zonedDay } from '@shared/date-range';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { memberHourlyTotals, memberProfiles, members, merchants } from '../../schema';
import { DEMO_VIP } from '../data/merchant-config';
import type { SeedTx } from '../db-types';

const DAY = 86_400_000;

/** Gives the demo merchant its VIP ladder unless it has one (an operator's ladder is kept). */
export async function seedVipLadder(tx: SeedTx, merchantId: number): Promise<void> {
  await tx
    .update(merchants)
    .set({ config: sql`${merchants.config} || jsonb_build_object('vip', ${JSON.stringify(DEMO_VIP)}::jsonb)`, version: sql`${merchants.version} + 1` })
    .where(sql`${eq(merchants.id, merchantId)} and not (${merchants.config} ? 'vip')`);
}

/**
 * On the first demo seed, the birthday of the demo member who bet most over the last 30 days (so it
 * has a VIP level) is today in Bangkok: a fresh demo shows the VIP birthday bonus paid by the
 * promotions upkeep's first pass. A birthday already set is kept.
 */
export async function seedDemoBirthday(tx: SeedTx, merchantId: number, now: Date): Promise<void> {
  const [top] = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(memberHourlyTotals, eq(memberHourlyTotals.memberId, members.id))
    .where(and(eq(members.merchantId, merchantId), eq(members.type, 0), gte(memberHourlyTotals.hour, new Date(now.getTime() - 30 * DAY))))
    .groupBy(members.id)
    .orderBy(desc(sql`sum(${memberHourlyTotals.bets})`), members.id)
    .limit(1);
  if (!top) return;
  const today = zonedDay(now, DEFAULT_TIME_ZONE);
  const birthday = dayText({ ...today, year: today.month === 2 && today.day === 29 ? 1992 : 1990 });
  await tx
    .insert(memberProfiles)
    .values({ memberId: top.id, registerIp: '127.0.0.1', birthday })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { birthday }, setWhere: sql`${memberProfiles.birthday} is null` });
}
