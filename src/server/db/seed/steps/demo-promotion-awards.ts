import { and, eq, inArray, sql } from 'drizzle-orm';
import { promotionAwards, promotions } from '../../schema';
import { DEMO_PROMOTIONS } from '../data/promotions';
import { inBatches, type SeedTx } from '../db-types';
import type { PlanEvent } from './demo-history-plan';
import type { PlanPromotion } from './demo-promotion-plan';

type AwardEvent = Extract<PlanEvent, { kind: 'award' }>;

/** The demo promotions (steps/promotions.ts) as the award plan needs them. */
export async function demoPromotions(tx: SeedTx, merchantId: number): Promise<PlanPromotion[]> {
  return tx
    .select({ id: promotions.id, startsAt: promotions.startsAt, endsAt: promotions.endsAt, budget: promotions.budget, settings: promotions.settings })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.code, DEMO_PROMOTIONS.map((p) => p.code))));
}

export interface AwardRowContext {
  merchantId: number;
  memberOf: (event: PlanEvent) => number;
  idOf: (event: PlanEvent) => number;
  transferOf: (key: string) => number | null;
}

/**
 * The award rows of the planned awards (posted already, keyed `promotion:<id>`), at their own
 * times, and what each promotion has spent, as the claim services leave them.
 */
export async function writeAwards(tx: SeedTx, c: AwardRowContext, awards: readonly AwardEvent[]): Promise<void> {
  const rows = awards.map((award) => {
    const id = c.idOf(award);
    return { id, merchantId: c.merchantId, promotionId: award.promotionId, memberId: c.memberOf(award), occasion: award.occasion, amount: award.amount, detail: award.detail, transferId: c.transferOf(`promotion:${id}`), createdAt: award.at };
  });
  await inBatches(rows, 1_000, (batch) => tx.insert(promotionAwards).values(batch));
  const spent = new Map<number, number>();
  for (const award of awards) spent.set(award.promotionId, (spent.get(award.promotionId) ?? 0) + award.amount);
  for (const [id, amount] of spent) {
    await tx
      .update(promotions)
      .set({ spent: sql`${promotions.spent} + ${amount}` })
      .where(eq(promotions.id, id));
  }
}
