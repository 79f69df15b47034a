import type { Language } from '@shared/constants';
import type { Leaderboard, MissionProgress, MissionSummary } from '@shared/api/missions';
import type { ClaimResult, Mission } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { maskName } from '../games/winners-service';
import { inAudience } from './audience';
import { isOpen, openPromotion, payAward, zoneOf, type PromotionMember } from './claim-service';
import { periodFigures, pointsRanking, type PeriodFigures } from './mission-repository';
import * as repo from './repository';
import { dayOf, periodOf } from './windows';

/**
 * Missions (kind `mission`): daily and weekly goals measured against what the member did in the
 * period (settled rounds, valid bets, credited deposits, sign-in days), each paid once per period
 * when claimed (occasion `mission:<code>:<period key>`), with leaderboard points for the week the
 * claim falls in. Nothing is counted on the play path: progress is read when asked.
 */

export const missionOccasion = (code: string, key: string) => `mission:${code}:${key}`;

/** How far the figures take a mission, at most its target. */
export function progressOf(mission: Mission, figures: PeriodFigures): number {
  const done = (() => {
    switch (mission.goal) {
      case 'rounds':
        return figures.rounds;
      case 'wager':
        return mission.category ? (figures.bets.get(mission.category) ?? 0) : [...figures.bets.values()].reduce((s, n) => s + n, 0);
      case 'deposit':
        return figures.deposits;
      case 'signIn':
        return figures.signInDays;
    }
  })();
  return Math.min(done, mission.target);
}

/** The member's figures of today and this week, each read once. */
function figuresOf(tx: Tx, merchant: Merchant, memberId: number, now: Date) {
  const zone = zoneOf(merchant);
  const cache = new Map<string, Promise<PeriodFigures>>();
  return (period: Mission['period']) => {
    const window = periodOf(period, now, zone);
    let figures = cache.get(period);
    if (!figures) {
      figures = periodFigures(tx, merchant.id, memberId, window.start, window.end);
      cache.set(period, figures);
    }
    return { window, figures };
  };
}

/** Every mission of the running mission promotions with the member's progress and status. */
export async function missionProgress(tx: Tx, merchant: Merchant, memberId: number, language: Language, now = new Date(), only?: repo.PromotionRow): Promise<MissionProgress[]> {
  const rows = (only ? [only] : await repo.listPromotions(tx, merchant.id)).filter((row) => row.settings.kind === 'mission' && isOpen(row, now) === 'open');
  if (rows.length === 0) return [];
  const periods = figuresOf(tx, merchant, memberId, now);
  const list: MissionProgress[] = [];
  for (const row of rows) {
    if (row.settings.kind !== 'mission' || !(await inAudience(tx, merchant, row.audience, memberId, now))) continue;
    const claimed = new Set((await repo.awardsOf(tx, row.id, memberId, 'mission:', 200)).map((a) => a.occasion));
    for (const mission of row.settings.missions) {
      const { window, figures } = periods(mission.period);
      const progress = progressOf(mission, await figures);
      const status = claimed.has(missionOccasion(mission.code, window.key)) ? 'claimed' : progress >= mission.target ? 'claim' : 'inProcess';
      list.push({
        promotionId: row.id,
        code: mission.code,
        title: mission.title[language],
        period: mission.period,
        goal: mission.goal,
        category: mission.category ?? null,
        target: mission.target,
        progress,
        reward: mission.reward,
        points: mission.points,
        status,
        endsAt: window.end.toISOString(),
      });
    }
  }
  return list;
}

/** A mission promotion's status on the promotions page: claim while a mission is ready, and what they pay. */
export async function missionPromotionState(tx: Tx, merchant: Merchant, row: repo.PromotionRow, memberId: number, now: Date) {
  const ready = (await missionProgress(tx, merchant, memberId, 'EN', now, row)).filter((m) => m.status === 'claim');
  return { status: ready.length > 0 ? ('claim' as const) : ('inProcess' as const), claimable: ready.length > 0 ? ready.reduce((s, m) => s + m.reward, 0) : null, nextAt: null };
}

/** The mission summary (missionLeaderboard's list and the mission badge). */
export async function missionSummary(db: Db, merchant: Merchant, member: PromotionMember, language: Language, now = new Date()): Promise<MissionSummary> {
  const list = await missionProgress(db, merchant, member.id, language, now);
  const week = periodOf('weekly', now, zoneOf(merchant));
  const { mine } = await pointsRanking(db, merchant.id, week.start, week.end, 0, member.id);
  return { currency: merchant.config.currency.code, list, claimable: list.filter((m) => m.status === 'claim').length, weekPoints: mine?.points ?? 0 };
}

/** Claims a completed mission of this period: its reward and points, once. */
export function claimMission(db: Db, merchant: Merchant, member: PromotionMember, id: number, code: string, now = new Date()): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const { row, settings } = await openPromotion(tx, merchant, member, id, 'mission', now);
    const mission = settings.missions.find((m) => m.code === code);
    if (!mission) throw new AppError('not_found', 'No such mission');
    const window = periodOf(mission.period, now, zoneOf(merchant));
    const progress = progressOf(mission, await periodFigures(tx, merchant.id, member.id, window.start, window.end));
    if (progress < mission.target) throw new AppError('promotion_nothing_to_claim', 'This mission is not complete yet');
    const detail = { code, period: mission.period, key: window.key, points: mission.points };
    const paid = await payAward(tx, merchant, row, member.id, missionOccasion(code, window.key), mission.reward, detail, 'bonus');
    if (!paid) throw new AppError('promotion_already_claimed', 'Already claimed');
    return { amount: paid.amount, balance: paid.balance, currency: paid.currency };
  });
}

const LEADERBOARD_SIZE = 20;

/** The week's mission points, best first, masked, with the viewer's own place. */
export async function leaderboard(db: Db, merchant: Merchant, memberId: number | null, week: 'current' | 'previous', now = new Date()): Promise<Leaderboard> {
  const window = periodOf('weekly', now, zoneOf(merchant), week === 'current' ? 0 : 1);
  const { top, mine } = await pointsRanking(db, merchant.id, window.start, window.end, LEADERBOARD_SIZE, memberId);
  return {
    week,
    from: window.start.toISOString(),
    to: window.end.toISOString(),
    firstDay: window.key,
    lastDay: dayOf(new Date(window.end.getTime() - 1), zoneOf(merchant)),
    list: top.map((r) => ({ rank: r.rank, name: maskName(r.account), points: r.points, me: r.memberId === memberId })),
    me: mine ? { rank: mine.rank, points: mine.points } : null,
  };
}
