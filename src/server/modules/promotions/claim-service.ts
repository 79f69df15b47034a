import { randomInt } from 'node:crypto';
import { GAME_TYPES, type GameType } from '@shared/constants';
import type { ClaimResult, PromotionSettings } from '@shared/api/promotions';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { transfer } from '../ledger/service';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { assertEligible } from './audience';
import * as repo from './repository';
import { vipRebateBonus } from './vip-service';
import { currentWindow, dayBefore, dayOf } from './windows';

export const zoneOf = (merchant: Merchant): string => merchant.config.timeZone ?? DEFAULT_TIME_ZONE;

/** A member as the promotions see it: trial accounts never reach here (routes are `real`). */
export interface PromotionMember {
  id: number;
  status: string;
}

/** Whether the promotion runs at `now`: started, not ended, budget not spent. */
export function isOpen(row: repo.PromotionRow, now: Date): 'comingSoon' | 'closed' | 'open' {
  if (now < row.startsAt) return 'comingSoon';
  if ((row.endsAt && now >= row.endsAt) || (row.budget !== null && row.spent >= row.budget)) return 'closed';
  return 'open';
}

type SettingsOf<K extends PromotionSettings['kind']> = Extract<PromotionSettings, { kind: K }>;

/** The open promotion `id` of kind `kind`, locked for the award; the error a member should see otherwise. */
export async function openPromotion<K extends PromotionSettings['kind']>(tx: Tx, merchant: Merchant, member: PromotionMember, id: number, kind: K, now: Date) {
  const row = await repo.lockPromotion(tx, merchant.id, id);
  if (!row || row.kind !== kind || row.settings.kind !== kind) throw new AppError('not_found', 'No such promotion');
  await assertEligible(tx, merchant, row, member, now);
  const state = isOpen(row, now);
  if (state !== 'open') throw new AppError('promotion_not_open', state === 'comingSoon' ? 'This promotion has not started' : 'This promotion has ended');
  return { row, settings: row.settings as SettingsOf<K> };
}

/**
 * Pays one award: the occasion's row (unique per promotion, member and occasion: undefined when it
 * was paid already), the budget, and the ledger transfer from the promotions account.
 */
export async function payAward(
  tx: Tx,
  merchant: Merchant,
  row: repo.PromotionRow,
  memberId: number,
  occasion: string,
  amount: number,
  detail: Record<string, unknown>,
  type: string,
): Promise<(ClaimResult & { awardId: number }) | undefined> {
  if (row.budget !== null && row.spent + amount > row.budget) throw new AppError('promotion_budget_spent', "This promotion's budget is spent");
  const created = await repo.insertAward(tx, { merchantId: merchant.id, promotionId: row.id, memberId, occasion, amount, detail });
  if (!created) return undefined;
  const currency = merchant.config.currency.code;
  if (amount === 0) return { amount, balance: 0, currency, awardId: created.id };
  const moved = await transfer(tx, {
    merchantId: merchant.id,
    idempotencyKey: `promotion:${created.id}`,
    type,
    reference: `promotion:${row.id}:${occasion}`,
    actor: `member:${memberId}`,
    from: { kind: 'promotions' },
    to: { kind: 'player_main', memberId },
    amount,
    currency,
  });
  await repo.addSpent(tx, row.id, amount);
  await repo.setAwardTransfer(tx, created.id, moved.transferId);
  return { amount, balance: moved.creditBalanceAfter, currency, awardId: created.id };
}

/** payAward for a member's own claim: a second claim of the same occasion is refused. */
async function award(tx: Tx, merchant: Merchant, row: repo.PromotionRow, member: PromotionMember, occasion: string, amount: number, detail: Record<string, unknown>, type: string): Promise<ClaimResult> {
  const paid = await payAward(tx, merchant, row, member.id, occasion, amount, detail, type);
  if (!paid) throw new AppError('promotion_already_claimed', 'Already claimed');
  return { amount: paid.amount, balance: paid.balance, currency: paid.currency };
}

/** Rebate accrued since the last claim (or the start), per category, at the promotion's rates. */
export async function accruedRebate(tx: Tx, merchant: Merchant, row: repo.PromotionRow, memberId: number, now: Date) {
  if (row.settings.kind !== 'rebate') throw new Error('not a rebate promotion');
  const rates = row.settings.rates;
  const [last] = await repo.awardsOf(tx, row.id, memberId, 'rebate:', 1);
  const since = typeof last?.detail.until === 'string' ? new Date(last.detail.until) : row.startsAt;
  const until = row.endsAt && row.endsAt < now ? row.endsAt : now;
  const bets = since < until ? await repo.validBetsByCategory(tx, merchant.id, memberId, since, until) : new Map<GameType, number>();
  // The member's VIP level adds to every category the programme pays on.
  const vipBonus = await vipRebateBonus(tx, merchant, memberId, now);
  const categories = GAME_TYPES.filter((c) => (rates[c] ?? 0) > 0 || (bets.get(c) ?? 0) > 0).map((category) => {
    const validBets = bets.get(category) ?? 0;
    const rateBp = (rates[category] ?? 0) > 0 ? (rates[category] ?? 0) + vipBonus : 0;
    return { category, validBets, rateBp, amount: Math.floor((validBets * rateBp) / 10_000) };
  });
  return { since, until, categories, total: categories.reduce((s, c) => s + c.amount, 0) };
}

/**
 * Claims the rebate accrued since the last claim (or the start). `auto`: the daily claim the merchant
 * may turn on, which pays what accrued until the day's start (`auto.until`).
 */
export function claimRebate(db: Db, merchant: Merchant, member: PromotionMember, id: number, now = new Date(), auto?: { until: Date }): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const { row, settings } = await openPromotion(tx, merchant, member, id, 'rebate', now);
    const accrued = await accruedRebate(tx, merchant, row, member.id, auto?.until ?? now);
    if (accrued.total === 0 || accrued.total < settings.minClaim) throw new AppError('promotion_nothing_to_claim', 'Nothing to claim yet');
    const detail = { since: accrued.since.toISOString(), until: accrued.until.toISOString(), categories: accrued.categories, auto: auto !== undefined };
    return award(tx, merchant, row, member, `rebate:${accrued.since.toISOString()}`, accrued.total, detail, 'rebate');
  });
}

/** The sign-in streak ending yesterday (consecutive days signed before today). */
export async function streakBefore(tx: Tx, row: repo.PromotionRow, memberId: number, today: string): Promise<number> {
  const recent = await repo.awardsOf(tx, row.id, memberId, 'signin:', 31);
  const days = new Set(recent.map((a) => a.occasion.slice('signin:'.length)));
  let streak = 0;
  for (let day = dayBefore(today); days.has(day); day = dayBefore(day)) streak += 1;
  return streak;
}

/** Signs in for today (merchant zone): the reward of the streak's day. */
export function signIn(db: Db, merchant: Merchant, member: PromotionMember, id: number, now = new Date()): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const { row, settings } = await openPromotion(tx, merchant, member, id, 'signIn', now);
    const today = dayOf(now, zoneOf(merchant));
    const streak = await streakBefore(tx, row, member.id, today);
    const amount = settings.rewards[Math.min(streak, settings.rewards.length - 1)] ?? 0;
    return award(tx, merchant, row, member, `signin:${today}`, amount, { day: today, streakDay: streak + 1 }, 'bonus');
  });
}

/**
 * Opens the member's envelope of the rain window under way: a random amount (crypto) between the
 * promotion's bounds, from what is left of the window's budget and the whole budget.
 */
export function openEnvelope(db: Db, merchant: Merchant, member: PromotionMember, id: number, now = new Date()): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const { row, settings } = await openPromotion(tx, merchant, member, id, 'redEnvelope', now);
    const window = currentWindow(settings.windows, now, zoneOf(merchant));
    if (!window) throw new AppError('promotion_not_open', 'No envelope rain right now');
    const occasion = `envelope:${window.start.toISOString()}`;
    if ((await repo.awardsOf(tx, row.id, member.id, occasion, 1)).length > 0) throw new AppError('promotion_already_claimed', 'Already opened');
    const left = Math.min(settings.windowBudget - (await repo.occasionTotal(tx, row.id, occasion)), row.budget === null ? Number.MAX_SAFE_INTEGER : row.budget - row.spent);
    if (left < settings.minAmount) throw new AppError('promotion_budget_spent', 'This rain is over');
    const amount = randomInt(settings.minAmount, Math.min(settings.maxAmount, left) + 1);
    return award(tx, merchant, row, member, occasion, amount, { window: window.start.toISOString() }, 'bonus');
  });
}
