import { GAME_TYPES, type GameType } from '@shared/constants';
import type { PromotionSettings } from '@shared/api/promotions';
import { parseDay, zonedMidnight } from '@shared/date-range';
import { currentWindow, dayBefore, dayOf } from '../../../modules/promotions/windows';
import { between, generator, type PlanEvent, type Random } from './demo-history-plan';
import { missionClaims } from './demo-mission-plan';

/**
 * What the demo players already took from the demo promotions, planned from their history: rebate
 * claimed after some sessions, sign-ins on the days they played, an envelope opened in some of the
 * rains they played in. Pure and deterministic (a generator per account). The occasions and details
 * are those the claim services write (modules/promotions/claim-service.ts), so the live services
 * carry on from them: the next rebate accrues from the last claim, a streak counts these days.
 * Nothing is planned for today: every demo account can still sign in and open today's envelope.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface PlanPromotion {
  id: number;
  startsAt: Date;
  endsAt: Date | null;
  budget: number | null;
  settings: PromotionSettings;
}

type AwardEvent = Extract<PlanEvent, { kind: 'award' }>;
type RoundEvent = Extract<PlanEvent, { kind: 'round' }>;

export interface AwardPlanInput {
  events: readonly PlanEvent[];
  promotions: readonly PlanPromotion[];
  now: Date;
  timeZone: string;
  /** Accounts that signed in on exactly the last n days before today (the demo player's streak). */
  streaks: Readonly<Record<string, number>>;
}

interface Session {
  day: string;
  start: Date;
  end: Date;
}

const runs = (p: PlanPromotion, at: Date) => at >= p.startsAt && (p.endsAt === null || at < p.endsAt);

function sessionsOf(rounds: readonly RoundEvent[], timeZone: string): Session[] {
  const bySession = new Map<number, Session>();
  for (const round of rounds) {
    const known = bySession.get(round.session);
    if (known) known.end = round.closedAt > known.end ? round.closedAt : known.end;
    else bySession.set(round.session, { day: dayOf(round.at, timeZone), start: round.at, end: round.closedAt });
  }
  return [...bySession.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Rebate claimed a few minutes after some sessions, of what the rounds since the last claim earned. */
function rebateClaims(account: string, promotion: PlanPromotion, rounds: readonly RoundEvent[], sessions: readonly Session[], cutoff: Date, random: Random): AwardEvent[] {
  if (promotion.settings.kind !== 'rebate') return [];
  const { rates, minClaim } = promotion.settings;
  const claims: AwardEvent[] = [];
  let since = promotion.startsAt;
  for (const session of sessions) {
    if (random() > 0.45) continue;
    const until = new Date(session.end.getTime() + between(random, 2, 15) * MINUTE);
    if (until <= since || until >= cutoff || !runs(promotion, until)) continue;
    const bets = new Map<GameType, number>();
    for (const round of rounds) {
      if (round.refunded || round.closedAt < since || round.closedAt >= until) continue;
      const type = round.game.gameType as GameType;
      bets.set(type, (bets.get(type) ?? 0) + round.bet);
    }
    const categories = GAME_TYPES.filter((c) => (rates[c] ?? 0) > 0 || (bets.get(c) ?? 0) > 0).map((category) => {
      const validBets = bets.get(category) ?? 0;
      const rateBp = rates[category] ?? 0;
      return { category, validBets, rateBp, amount: Math.floor((validBets * rateBp) / 10_000) };
    });
    const total = categories.reduce((sum, c) => sum + c.amount, 0);
    if (total === 0 || total < minClaim) continue;
    const detail = { since: since.toISOString(), until: until.toISOString(), categories, auto: false };
    claims.push({ kind: 'award', at: until, account, promotionId: promotion.id, occasion: `rebate:${since.toISOString()}`, amount: total, detail, type: 'rebate' });
    since = until;
  }
  return claims;
}

/** Sign-ins at the given times (one a day, oldest first), each paying its streak day's reward. */
function signIns(account: string, promotion: PlanPromotion, times: readonly Date[], timeZone: string): AwardEvent[] {
  if (promotion.settings.kind !== 'signIn') return [];
  const { rewards } = promotion.settings;
  const signed = new Map<string, number>();
  const awards: AwardEvent[] = [];
  for (const at of times) {
    const day = dayOf(at, timeZone);
    if (signed.has(day) || !runs(promotion, at)) continue;
    const streak = signed.get(dayBefore(day)) ?? 0;
    signed.set(day, streak + 1);
    const amount = rewards[Math.min(streak, rewards.length - 1)] ?? 0;
    awards.push({ kind: 'award', at, account, promotionId: promotion.id, occasion: `signin:${day}`, amount, detail: { day, streakDay: streak + 1 }, type: 'bonus' });
  }
  return awards;
}

/** Envelopes opened at some of the given times that fall in a rain, within each rain's budget. */
function envelopes(account: string, promotion: PlanPromotion, times: readonly Date[], spent: Map<string, number>, timeZone: string, random: Random): AwardEvent[] {
  if (promotion.settings.kind !== 'redEnvelope') return [];
  const { windows, windowBudget, minAmount, maxAmount } = promotion.settings;
  const awards: AwardEvent[] = [];
  for (const at of times) {
    const window = currentWindow(windows, at, timeZone);
    if (!window || random() > 0.6 || !runs(promotion, at)) continue;
    const occasion = `envelope:${window.start.toISOString()}`;
    const left = windowBudget - (spent.get(occasion) ?? 0);
    if (left < minAmount || awards.some((a) => a.occasion === occasion)) continue;
    const amount = between(random, minAmount, Math.min(maxAmount, left));
    spent.set(occasion, (spent.get(occasion) ?? 0) + amount);
    awards.push({ kind: 'award', at, account, promotionId: promotion.id, occasion, amount, detail: { window: window.start.toISOString() }, type: 'bonus' });
  }
  return awards;
}

/** Evening times (19:00-19:59 in the zone) of the last `days` days before today, oldest first. */
function streakTimes(now: Date, days: number, timeZone: string, random: Random): Date[] {
  const times: Date[] = [];
  for (let day = dayBefore(dayOf(now, timeZone)), n = 0; n < days; day = dayBefore(day), n += 1) {
    const calendarDay = parseDay(day);
    if (!calendarDay) throw new Error(`not a day: ${day}`);
    times.unshift(new Date(zonedMidnight(calendarDay, timeZone).getTime() + 19 * HOUR + between(random, 0, 59) * MINUTE));
  }
  return times;
}

/** Every player's awards of the demo promotions, to post with the history in time order. */
export function planAwards({ events, promotions, now, timeZone, streaks }: AwardPlanInput): AwardEvent[] {
  const today = dayOf(now, timeZone);
  const cutoff = new Date(now.getTime() - 10 * MINUTE);
  const rebate = promotions.find((p) => p.settings.kind === 'rebate');
  const signIn = promotions.find((p) => p.settings.kind === 'signIn');
  const rain = promotions.find((p) => p.settings.kind === 'redEnvelope');
  const missions = promotions.find((p) => p.settings.kind === 'mission');
  const windowSpent = new Map<string, number>();
  const rounds = new Map<string, RoundEvent[]>();
  const deposits = new Map<string, PlanEvent[]>();
  for (const event of events) {
    if (event.kind === 'round') rounds.set(event.account, [...(rounds.get(event.account) ?? []), event]);
    if (event.kind === 'deposit') deposits.set(event.account, [...(deposits.get(event.account) ?? []), event]);
  }
  const awards: AwardEvent[] = [];
  for (const [account, played] of rounds) {
    const random = generator(`demo-promotions:${account}`);
    const sessions = sessionsOf(played, timeZone).filter((s) => s.day < today);
    if (rebate) awards.push(...rebateClaims(account, rebate, played, sessions, cutoff, random));
    const streak = streaks[account];
    const times = streak === undefined ? sessions.map((s) => new Date(s.start.getTime() - 3 * MINUTE)) : streakTimes(now, streak, timeZone, random);
    const signedIn = signIn ? signIns(account, signIn, times, timeZone) : [];
    awards.push(...signedIn);
    if (rain) awards.push(...envelopes(account, rain, times, windowSpent, timeZone, random));
    const own = [...played, ...(deposits.get(account) ?? []), ...signedIn];
    if (missions) awards.push(...missionClaims({ account, promotion: missions, events: own, now, timeZone, leaveOpen: streak !== undefined, random: generator(`demo-missions:${account}`) }));
  }
  return awards;
}
