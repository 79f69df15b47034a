import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import { rowsOf } from '../../db/client';
import { memberBonuses, memberFirstDeposits, promotionJoins, promotions } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

export type BonusRow = typeof memberBonuses.$inferSelect;

export async function join(tx: Tx, promotionId: number, memberId: number, at: Date): Promise<void> {
  await tx.insert(promotionJoins).values({ promotionId, memberId, joinedAt: at }).onConflictDoNothing();
}

export async function joinedIds(tx: Tx, memberId: number): Promise<Set<number>> {
  const rows = await tx.select({ id: promotionJoins.promotionId }).from(promotionJoins).where(eq(promotionJoins.memberId, memberId));
  return new Set(rows.map((r) => r.id));
}

/** Deposit-bonus promotions the member joined, locked for the award (promotion rows in id order). */
export async function joinedDepositBonuses(tx: Tx, merchantId: number, memberId: number) {
  return tx
    .select({ promotion: promotions })
    .from(promotionJoins)
    .innerJoin(promotions, eq(promotions.id, promotionJoins.promotionId))
    .where(and(eq(promotionJoins.memberId, memberId), eq(promotions.merchantId, merchantId), eq(promotions.kind, 'depositBonus')))
    .orderBy(asc(promotions.id))
    .for('no key update', { of: promotions });
}

export async function isFirstDeposit(tx: Tx, memberId: number, transferId: number): Promise<boolean> {
  const [row] = await tx.select({ id: memberFirstDeposits.transferId }).from(memberFirstDeposits).where(eq(memberFirstDeposits.memberId, memberId));
  return row?.id === transferId;
}

export async function insertBonus(tx: Tx, row: typeof memberBonuses.$inferInsert): Promise<BonusRow> {
  const [created] = await tx.insert(memberBonuses).values(row).returning();
  if (!created) throw new Error('bonus insert returned nothing');
  return created;
}

export async function bonusesOf(tx: Tx, merchantId: number, memberId: number, statuses?: BonusRow['status'][]): Promise<BonusRow[]> {
  return tx
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.memberId, memberId), statuses ? inArray(memberBonuses.status, statuses) : undefined))
    .orderBy(desc(memberBonuses.issuedAt), desc(memberBonuses.id));
}

/** One bonus under a row lock (closing it: completion, expiry, forfeit). */
export async function lockBonus(tx: Tx, merchantId: number, id: number): Promise<BonusRow | undefined> {
  const [row] = await tx
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.id, id)))
    .for('update');
  return row;
}

export async function closeBonus(tx: Tx, id: number, status: BonusRow['status'], at: Date, takenBack: number): Promise<void> {
  await tx.update(memberBonuses).set({ status, closedAt: at, takenBack }).where(eq(memberBonuses.id, id));
}

export async function expiredActive(tx: Tx, merchantId: number, now: Date): Promise<BonusRow[]> {
  return tx
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.status, 'active'), lt(memberBonuses.expiresAt, now)));
}

/** Per category: valid bets and wins of the member's rounds settled since `from`. */
export async function playSince(tx: Tx, merchantId: number, memberId: number, from: Date): Promise<{ category: GameType; bets: number; wins: number }[]> {
  const rows = rowsOf<{ category: GameType; bets: string | number; wins: string | number }>(
    await tx.execute(sql`
      select g.game_type as category, sum(r.total_bet)::bigint as bets, sum(r.total_win)::bigint as wins
        from game_rounds r join games g on g.merchant_id = r.merchant_id and g.node_id = r.game_node_id
       where r.merchant_id = ${merchantId} and r.member_id = ${memberId} and r.status = 'settled' and r.closed_at >= ${from.toISOString()}
       group by g.game_type`),
  );
  return rows.map((r) => ({ category: r.category, bets: Number(r.bets), wins: Number(r.wins) }));
}
