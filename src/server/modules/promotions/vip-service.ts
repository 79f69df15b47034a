import { and, eq, gte, sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import type { VipConfig, VipLevel, VipView } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { memberHourlyTotals, memberVipLevels } from '../../db/schema/index';
import { transfer } from '../ledger/service';
import type { Merchant } from '../merchant/directory';

const DAY = 86_400_000;

const ladderOf = (merchant: Merchant): VipLevel[] => [...(merchant.config.vip?.levels ?? [])].sort((a, b) => a.level - b.level);

/** Valid bets and deposits over the rolling window (from the hourly totals, kept with every transfer). */
async function rollingFigures(db: Db, merchant: Merchant, memberId: number, config: VipConfig, now: Date) {
  const [row] = await db
    .select({ bets: sql<string>`coalesce(sum(${memberHourlyTotals.bets}), 0)`, deposits: sql<string>`coalesce(sum(${memberHourlyTotals.deposits}), 0)` })
    .from(memberHourlyTotals)
    .where(and(eq(memberHourlyTotals.memberId, memberId), eq(memberHourlyTotals.currency, merchant.config.currency.code), gte(memberHourlyTotals.hour, new Date(now.getTime() - config.windowDays * DAY))));
  return { bets: Number(row?.bets ?? 0), deposits: Number(row?.deposits ?? 0) };
}

const levelFor = (ladder: VipLevel[], figures: { bets: number; deposits: number }) =>
  ladder.filter((l) => figures.bets >= l.minBets && figures.deposits >= l.minDeposits).reduce<VipLevel | undefined>((best, l) => (best && best.level > l.level ? best : l), undefined);

/**
 * The member's VIP level now (rolling window; it can fall as the window moves), paying each level's
 * upgrade bonus the first time it is reached: the level's row and the ledger key make it once.
 */
export async function evaluateVip(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<{ level: VipLevel | undefined; bets: number; deposits: number }> {
  const config = merchant.config.vip;
  if (!config) return { level: undefined, bets: 0, deposits: 0 };
  const ladder = ladderOf(merchant);
  const figures = await rollingFigures(db, merchant, memberId, config, now);
  const level = levelFor(ladder, figures);
  if (level && level.level > 0) {
    await db.transaction(async (tx) => {
      for (const rung of ladder.filter((l) => l.level > 0 && l.level <= level.level)) {
        const [reached] = await tx.insert(memberVipLevels).values({ memberId, level: rung.level, reachedAt: now, bonus: rung.upgradeBonus }).onConflictDoNothing().returning();
        if (!reached || rung.upgradeBonus <= 0) continue;
        await transfer(tx, {
          merchantId: merchant.id,
          idempotencyKey: `vip-upgrade:${memberId}:${rung.level}`,
          type: 'bonus',
          reference: `vip:${rung.level}`,
          actor: 'system',
          from: { kind: 'promotions' },
          to: { kind: 'player_main', memberId },
          amount: rung.upgradeBonus,
          currency: merchant.config.currency.code,
        });
      }
    });
  }
  return { level, ...figures };
}

/** The header's VIP state (publicState): hasVip from level 1 up. */
export async function vipState(db: Db, merchant: Merchant, memberId: number, language: Language): Promise<{ hasVip: boolean; vipLabelName: string; vipRankLevel: number }> {
  const { level } = await evaluateVip(db, merchant, memberId);
  if (!level || level.level === 0) return { hasVip: false, vipLabelName: '', vipRankLevel: 0 };
  return { hasVip: true, vipLabelName: level.name[language], vipRankLevel: level.level };
}

/** The VIP page. */
export async function vipView(db: Db, merchant: Merchant, memberId: number, language: Language, now = new Date()): Promise<VipView> {
  const config = merchant.config.vip ?? { windowDays: 30, levels: [] };
  const { level, bets, deposits } = await evaluateVip(db, merchant, memberId, now);
  const ladder = ladderOf(merchant);
  const next = ladder.find((l) => l.level > (level?.level ?? -1));
  return {
    currency: merchant.config.currency.code,
    windowDays: config.windowDays,
    level: level?.level ?? 0,
    name: level?.name[language] ?? '',
    bets,
    deposits,
    levels: ladder.map((l) => ({ ...l, label: l.name[language], reached: level !== undefined && l.level <= level.level })),
    next: next ? { level: next.level, betsNeeded: Math.max(0, next.minBets - bets), depositsNeeded: Math.max(0, next.minDeposits - deposits) } : null,
  };
}

/** The member's level now, without paying anything (0 without a ladder or below its first rung). */
export async function currentVipLevel(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<number> {
  const config = merchant.config.vip;
  if (!config) return 0;
  return levelFor(ladderOf(merchant), await rollingFigures(db, merchant, memberId, config, now))?.level ?? 0;
}

/** Extra rebate (basis points) of the member's level. */
export async function vipRebateBonus(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<number> {
  const config = merchant.config.vip;
  if (!config) return 0;
  return levelFor(ladderOf(merchant), await rollingFigures(db, merchant, memberId, config, now))?.rebateBonusBp ?? 0;
}

/** The largest withdrawal the member's level allows (the cashier's own limit when the level sets none). */
export async function vipWithdrawMax(db: Db, merchant: Merchant, memberId: number, cashierMax: number, now = new Date()): Promise<number> {
  const config = merchant.config.vip;
  if (!config) return cashierMax;
  return Math.max(cashierMax, levelFor(ladderOf(merchant), await rollingFigures(db, merchant, memberId, config, now))?.withdrawMax ?? 0);
}
