import type { Promotion } from '@shared/api/promotions';

/** Where a member is in the sign-in calendar: days signed in a row before today, and today. */
export interface SignInProgress {
  /** Consecutive days signed before today; null when the page cannot tell. */
  before: number | null;
  signedToday: boolean;
}

/**
 * The member's place in the streak. The server's `streak` (days in a row up to today when signed
 * today, else up to yesterday) when it sends one; otherwise read back from the reward it offers
 * today, or from the one it just paid (exact while the rewards differ day by day).
 */
export function signInProgress(promotion: Promotion, rewards: readonly number[], justPaid: number | null): SignInProgress | null {
  if (promotion.status !== 'claim' && promotion.status !== 'signed') return null;
  const signedToday = promotion.status === 'signed';
  if (promotion.streak !== null) return { before: Math.max(0, promotion.streak - (signedToday ? 1 : 0)), signedToday };
  const reward = signedToday ? justPaid : promotion.claimable;
  const day = reward === null ? -1 : rewards.indexOf(reward);
  return { before: day < 0 ? null : day, signedToday };
}

export type DayState = 'done' | 'today' | 'upcoming';

/** Each calendar day's state: signed before today, today, or to come (the last day repeats). */
export function dayStates(count: number, progress: SignInProgress | null): DayState[] {
  const before = progress?.before ?? null;
  const today = before === null ? -1 : Math.min(before, count - 1);
  return Array.from({ length: count }, (_, i) => (i < today ? 'done' : i === today ? 'today' : 'upcoming'));
}
