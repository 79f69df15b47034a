import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PromotionInput } from '@shared/api/promotions';
import { drawWinners, seedHashOf } from '@shared/raffle-draw';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { savePromotion } from '../../../modules/promotions/operator-service';
import { drawRaffle, raffleEntrants } from '../../../modules/promotions/raffle-service';
import type { PromotionRow } from '../../../modules/promotions/repository';
import { images, members, merchants, promotions, raffleDraws } from '../../schema';
import { bannerSvg } from '../art/banner';
import { DEMO_PLAYER } from '../data/demo-accounts';
import { DEMO_RAFFLES, type DemoRaffle } from '../data/raffles';
import type { SeedTx } from '../db-types';
import { demoOperator, inputOf } from './promotions';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The raffle as promotions' demo input, its draw `drawAfterDays` after the start, at 20:00 (merchant zone). */
function raffleInput(raffle: DemoRaffle, now: Date, timeZone: string): PromotionInput {
  const base = inputOf({ ...raffle, days: null, settings: { ...raffle.settings, drawAt: '' } }, now, timeZone);
  return { ...base, settings: { ...raffle.settings, drawAt: new Date(Date.parse(base.startsAt) + raffle.drawAfterDays * DAY + 20 * HOUR).toISOString() } };
}

/**
 * The drawn demo raffle: a demo, so its seed is picked (among fresh random ones) so that
 * `demoplayer` wins a prize, then committed as if at the start and drawn as the upkeep would have
 * at its draw time. A real raffle's seed is never chosen: commitRaffle makes it once, at random.
 */
async function drawForTheDemo(tx: SeedTx, row: PromotionRow, drawAt: Date, winnerId: number): Promise<void> {
  const entrants = await raffleEntrants(tx, row);
  const tickets = entrants.map((e) => e.tickets);
  const prizes = row.settings.kind === 'raffle' ? row.settings.prizes : [];
  const wins = (seed: string) => drawWinners(seed, tickets, prizes).some((w) => entrants[w.entrant]?.memberId === winnerId);
  let seed = randomBytes(32).toString('hex');
  for (let i = 0; i < 500 && !wins(seed); i++) seed = randomBytes(32).toString('hex');
  await tx.update(raffleDraws).set({ seed, seedHash: seedHashOf(seed), committedAt: row.startsAt }).where(eq(raffleDraws.promotionId, row.id));
  await drawRaffle(tx, row, new Date(drawAt.getTime() + 60_000));
}

/**
 * The demo raffles (data/raffles.ts) through the operator service, after the demo history (their
 * tickets come from it). A raffle whose code exists is left as it is.
 */
export async function seedRaffles(tx: SeedTx, merchantId: number, now: Date): Promise<void> {
  await tx
    .insert(images)
    .values(DEMO_RAFFLES.map(({ banner }) => ({ merchantId, contentType: 'image/svg+xml', key: banner.key, body: bannerSvg({ ...banner, width: 1200, height: 400 }) })))
    .onConflictDoNothing();
  const existing = await tx
    .select({ code: promotions.code })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.code, DEMO_RAFFLES.map((r) => r.code))));
  const missing = DEMO_RAFFLES.filter((r) => !existing.some((row) => row.code === r.code));
  if (missing.length === 0) return;
  const [merchant] = await tx.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId));
  const timeZone = merchant?.config.timeZone ?? DEFAULT_TIME_ZONE;
  const who = await demoOperator(tx, merchantId);
  const [player] = await tx.select({ id: members.id }).from(members).where(and(eq(members.merchantId, merchantId), eq(members.account, DEMO_PLAYER.account)));
  for (const raffle of missing) {
    const input = raffleInput(raffle, now, timeZone);
    const row = await savePromotion(tx, who, input);
    const drawAt = new Date(input.settings.kind === 'raffle' ? input.settings.drawAt : 0);
    if (drawAt < now && player) await drawForTheDemo(tx, row, drawAt, player.id);
  }
}
