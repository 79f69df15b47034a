import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import { rowsOf } from '../../db/client';
import { promotionAwards, promotions } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

export type PromotionRow = typeof promotions.$inferSelect;
export type AwardRow = typeof promotionAwards.$inferSelect;

export async function listPromotions(tx: Tx, merchantId: number): Promise<PromotionRow[]> {
  return tx.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(asc(promotions.sort), asc(promotions.id));
}

export async function findPromotion(tx: Tx, merchantId: number, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
  return row;
}

/**
 * The promotion under a row lock to the end of the transaction: every award of one promotion is
 * decided one at a time, so budgets (the whole one, an envelope window's) are read and spent together.
 */
export async function lockPromotion(tx: Tx, merchantId: number, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .for('no key update');
  return row;
}

export async function addSpent(tx: Tx, id: number, amount: number): Promise<void> {
  await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}` })
    .where(eq(promotions.id, id));
}

export async function insertAward(tx: Tx, row: typeof promotionAwards.$inferInsert): Promise<AwardRow | undefined> {
  const [created] = await tx.insert(promotionAwards).values(row).onConflictDoNothing().returning();
  return created;
}

export async function setAwardTransfer(tx: Tx, id: number, transferId: number): Promise<void> {
  await tx.update(promotionAwards).set({ transferId }).where(eq(promotionAwards.id, id));
}

/** The member's awards of a promotion whose occasion starts with `prefix`, newest first. */
export async function awardsOf(tx: Tx, promotionId: number, memberId: number, prefix: string, limit: number): Promise<AwardRow[]> {
  return tx
    .select()
    .from(promotionAwards)
    .where(and(eq(promotionAwards.promotionId, promotionId), eq(promotionAwards.memberId, memberId), like(promotionAwards.occasion, `${prefix}%`)))
    .orderBy(desc(promotionAwards.createdAt), desc(promotionAwards.id))
    .limit(limit);
}

/** What a promotion paid for one occasion, everyone together (an envelope window's spending). */
export async function occasionTotal(tx: Tx, promotionId: number, occasion: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${promotionAwards.amount}), 0)` })
    .from(promotionAwards)
    .where(and(eq(promotionAwards.promotionId, promotionId), eq(promotionAwards.occasion, occasion)));
  return Number(row?.total ?? 0);
}

/** A member's valid bets per game category over rounds settled in [from, until). */
export async function validBetsByCategory(tx: Tx, merchantId: number, memberId: number, from: Date, until: Date): Promise<Map<GameType, number>> {
  const rows = rowsOf<{ category: GameType; bets: string | number }>(
    await tx.execute(sql`
      select g.game_type as category, sum(r.total_bet)::bigint as bets
        from game_rounds r join games g on g.merchant_id = r.merchant_id and g.node_id = r.game_node_id
       where r.merchant_id = ${merchantId} and r.member_id = ${memberId} and r.status = 'settled'
         and r.closed_at >= ${from.toISOString()} and r.closed_at < ${until.toISOString()}
       group by g.game_type`),
  );
  return new Map(rows.map((r) => [r.category, Number(r.bets)]));
}
