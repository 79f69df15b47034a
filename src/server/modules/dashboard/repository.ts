import { and, count, countDistinct, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { depositOrders, memberHourlyTotals, members, moneyApprovals, promotionApplications, withdrawals } from '../../db/schema/index';

/** The only SQL of the console's dashboard: sums of the hourly member totals, counts of what waits. */

const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A merchant's figures over [from, to) in one currency: UTC hours, so whole-hour zones' days align. */
export async function totals(db: Db, merchantId: number, currency: string, from: Date, to: Date) {
  const range = and(eq(memberHourlyTotals.merchantId, merchantId), eq(memberHourlyTotals.currency, currency), gte(memberHourlyTotals.hour, from), lt(memberHourlyTotals.hour, to));
  const [money] = await db
    .select({
      deposits: sum(memberHourlyTotals.deposits),
      depositCount: sum(memberHourlyTotals.depositCount),
      withdrawals: sum(memberHourlyTotals.withdrawals),
      withdrawalCount: sum(memberHourlyTotals.withdrawalCount),
      bets: sum(memberHourlyTotals.bets),
      betCount: sum(memberHourlyTotals.betCount),
      wins: sum(memberHourlyTotals.wins),
      bonuses: sum(memberHourlyTotals.bonuses),
    })
    .from(memberHourlyTotals)
    .where(range);
  const [active] = await db.select({ n: countDistinct(memberHourlyTotals.memberId) }).from(memberHourlyTotals).where(and(range, gt(memberHourlyTotals.bets, 0)));
  const [fresh] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gte(members.createdAt, from), lt(members.createdAt, to)));
  return { ...(money ?? { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bets: 0, betCount: 0, wins: 0, bonuses: 0 }), activePlayers: active?.n ?? 0, newPlayers: fresh?.n ?? 0 };
}

export async function pendingCounts(db: Db, merchantId: number) {
  const [[deposits], [pendingWithdrawals], [approvals], [applications]] = await Promise.all([
    db.select({ n: count() }).from(depositOrders).where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.status, 'PENDING'), eq(depositOrders.kind, 'MANUAL_BANK'))),
    db.select({ n: count() }).from(withdrawals).where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'PENDING'))),
    db.select({ n: count() }).from(moneyApprovals).where(and(eq(moneyApprovals.merchantId, merchantId), eq(moneyApprovals.status, 'PENDING'))),
    db.select({ n: count() }).from(promotionApplications).where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.status, 'pending'))),
  ]);
  return { deposits: deposits?.n ?? 0, withdrawals: pendingWithdrawals?.n ?? 0, approvals: approvals?.n ?? 0, promotionApplications: applications?.n ?? 0 };
}
