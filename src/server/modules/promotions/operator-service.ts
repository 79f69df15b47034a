import { and, eq } from 'drizzle-orm';
import type { PromotionInput } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { checkRaffleInput, commitRaffle } from './raffle-service';
import type { PromotionRow } from './repository';

/**
 * Creates a promotion or changes one (by its code), audited with before and after. A budget may not
 * fall below what the promotion has paid already.
 */
export function savePromotion(db: Db, who: OperatorActor, input: PromotionInput): Promise<PromotionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, who.merchantId), eq(promotions.code, input.code)))
      .for('no key update');
    if (before && before.kind !== input.settings.kind) throw new AppError('validation_failed', 'A promotion keeps its kind', { settings: 'kind_changed' });
    if (before && input.budget !== null && input.budget < before.spent) throw new AppError('validation_failed', 'The budget is below what was paid', { budget: 'below_spent' });
    if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) throw new AppError('validation_failed', 'The end comes before the start', { endsAt: 'before_start' });
    await checkRaffleInput(tx, input, before);
    const values = {
      kind: input.settings.kind,
      title: input.title,
      terms: input.terms,
      bannerUrl: input.bannerUrl,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      budget: input.budget,
      sort: input.sort,
      settings: input.settings,
      audience: input.audience ?? {},
      updatedAt: new Date(),
    };
    const [after] = before
      ? await tx.update(promotions).set(values).where(eq(promotions.id, before.id)).returning()
      : await tx
          .insert(promotions)
          .values({ ...values, merchantId: who.merchantId, code: input.code })
          .returning();
    if (!after) throw new Error('promotion write returned nothing');
    await commitRaffle(tx, after);
    await recordAudit(tx, who, { action: before ? 'promotion.update' : 'promotion.create', targetType: 'promotion', targetId: String(after.id), before: before ?? null, after });
    return after;
  });
}
