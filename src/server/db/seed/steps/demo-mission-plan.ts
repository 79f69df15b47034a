import type { GameType } from '@shared/constants';
import type { Mission } from '@shared/api/promotions';
import { missionOccasion } from '../../../modules/promotions/mission-service';
import { periodOf } from '../../../modules/promotions/windows';
import { between, type PlanEvent, type Random } from './demo-history-plan';
import type { PlanPromotion } from './demo-promotion-plan';

/**
 * Missions the demo players claimed in the last two weeks, planned from their history: a mission is
 * claimed a few minutes after the round, deposit or sign-in that completed it, as the live service
 * would pay it (occasion `mission:<code>:<period key>`, the points in the detail), so this week's
 * and last week's leaderboards show real standings. Nothing is planned for today, and the accounts
 * in `leaveOpen` leave this week's completed weekly missions for the demo to claim.
 */

const MINUTE = 60_000;
type AwardEvent = Extract<PlanEvent, { kind: 'award' }>;

/** What one event adds to a mission's progress. */
function step(mission: Mission, event: PlanEvent): number {
  if (mission.goal === 'rounds' && event.kind === 'round' && !event.refunded) return 1;
  if (mission.goal === 'wager' && event.kind === 'round' && !event.refunded && (!mission.category || mission.category === (event.game.gameType as GameType))) return event.bet;
  if (mission.goal === 'deposit' && event.kind === 'deposit') return event.amount;
  if (mission.goal === 'signIn' && event.kind === 'award' && event.occasion.startsWith('signin:')) return 1;
  return 0;
}

const timeOf = (event: PlanEvent) => (event.kind === 'round' ? event.closedAt : event.at);

export interface MissionPlanInput {
  account: string;
  promotion: PlanPromotion;
  /** The account's rounds, deposits and sign-in awards, any order. */
  events: readonly PlanEvent[];
  now: Date;
  timeZone: string;
  leaveOpen: boolean;
  random: Random;
}

export function missionClaims({ account, promotion, events, now, timeZone, leaveOpen, random }: MissionPlanInput): AwardEvent[] {
  if (promotion.settings.kind !== 'mission') return [];
  const today = periodOf('daily', now, timeZone);
  const thisWeek = periodOf('weekly', now, timeZone);
  const from = periodOf('weekly', now, timeZone, 1).start;
  const sorted = events.filter((e) => timeOf(e) >= from && timeOf(e) < today.start && timeOf(e) >= promotion.startsAt).sort((a, b) => timeOf(a).getTime() - timeOf(b).getTime());
  const claims: AwardEvent[] = [];
  for (const mission of promotion.settings.missions) {
    const progress = new Map<string, number>();
    const done = new Set<string>();
    for (const event of sorted) {
      const added = step(mission, event);
      if (added === 0) continue;
      const period = periodOf(mission.period, timeOf(event), timeZone);
      const total = (progress.get(period.key) ?? 0) + added;
      progress.set(period.key, total);
      if (total < mission.target || done.has(period.key)) continue;
      done.add(period.key);
      if (random() > 0.8 || (leaveOpen && mission.period === 'weekly' && period.key === thisWeek.key)) continue;
      const at = new Date(timeOf(event).getTime() + between(random, 1, 20) * MINUTE);
      if (at >= period.end || at >= today.start) continue;
      const detail = { code: mission.code, period: mission.period, key: period.key, points: mission.points };
      claims.push({ kind: 'award', at, account, promotionId: promotion.id, occasion: missionOccasion(mission.code, period.key), amount: mission.reward, detail, type: 'bonus' });
    }
  }
  return claims;
}
