import { and, eq, inArray } from 'drizzle-orm';
import { zonedDay, zonedMidnight } from '@shared/date-range';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import type { OperatorActor } from '../../../modules/operator/audit';
import { savePromotion } from '../../../modules/promotions/operator-service';
import { images, merchants, operators, promotions } from '../../schema';
import { bannerSvg } from '../art/banner';
import { DEMO_OPERATOR } from '../data/demo-operators';
import { DEMO_PROMOTIONS, type DemoPromotion } from '../data/promotions';
import type { SeedTx } from '../db-types';

const DAY = 86_400_000;

/** The demo operator's hand (audited as `operator:<id>`), as an operator would set them up. */
export async function demoOperator(tx: SeedTx, merchantId: number): Promise<OperatorActor> {
  const [operator] = await tx.select({ id: operators.id }).from(operators).where(and(eq(operators.merchantId, merchantId), eq(operators.username, DEMO_OPERATOR.username)));
  return operator ? { merchantId, operatorId: operator.id, actor: `operator:${operator.id}` } : { merchantId, operatorId: null, actor: 'system' };
}

/** Midnight (merchant zone) `days` before `now`. */
function daysAgo(now: Date, days: number, timeZone: string): Date {
  return zonedMidnight(zonedDay(new Date(now.getTime() - days * DAY), timeZone), timeZone);
}

export function inputOf(promotion: DemoPromotion, now: Date, timeZone: string) {
  const startsAt = daysAgo(now, promotion.startedDaysAgo, timeZone);
  return {
    code: promotion.code,
    title: promotion.title,
    terms: promotion.terms,
    bannerUrl: `/img/${promotion.banner.key}`,
    startsAt: startsAt.toISOString(),
    endsAt: promotion.days === null ? null : new Date(startsAt.getTime() + promotion.days * DAY).toISOString(),
    budget: promotion.budget,
    sort: promotion.sort,
    settings: promotion.settings,
  };
}

/**
 * The demo promotions (data/promotions.ts) with their banners, through the operator service (so the
 * audit log shows who set them up). A promotion whose code exists is left as it is: a rerun changes
 * nothing, and an operator's later change to it stays.
 */
export async function seedPromotions(tx: SeedTx, merchantId: number, now: Date): Promise<void> {
  await tx
    .insert(images)
    .values(DEMO_PROMOTIONS.map(({ banner }) => ({ merchantId, contentType: 'image/svg+xml', key: banner.key, body: bannerSvg({ ...banner, width: 1200, height: 400 }) })))
    .onConflictDoNothing();
  const codes = DEMO_PROMOTIONS.map((p) => p.code);
  const existing = await tx
    .select({ code: promotions.code })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.code, codes)));
  const missing = DEMO_PROMOTIONS.filter((p) => !existing.some((row) => row.code === p.code));
  if (missing.length === 0) return;
  const [merchant] = await tx.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
  const timeZone = merchant?.config.timeZone ?? DEFAULT_TIME_ZONE;
  const who = await demoOperator(tx, merchantId);
  for (const promotion of missing) await savePromotion(tx, who, inputOf(promotion, now, timeZone));
}
