import type { PeriodType } from '@shared/api/records';

/** Period types of spec section 4; all boundaries are UTC midnights (the client shows its zone). */
export type { PeriodType };

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** How many periods a profit report shows by default. */
export const DEFAULT_COUNT: Record<PeriodType, number> = { daily: 7, weekly: 4, semimonthly: 6, monthly: 6 };

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The period of `type` that contains `at`. */
export function periodContaining(type: PeriodType, at: Date): Period {
  const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  switch (type) {
    case 'daily':
      return { start: utc(y, m, d), end: utc(y, m, d + 1) };
    case 'weekly': {
      // Weeks start on Monday (ISO 8601).
      const back = (at.getUTCDay() + 6) % 7;
      return { start: utc(y, m, d - back), end: utc(y, m, d - back + 7) };
    }
    case 'semimonthly':
      return d <= 15 ? { start: utc(y, m, 1), end: utc(y, m, 16) } : { start: utc(y, m, 16), end: utc(y, m + 1, 1) };
    case 'monthly':
      return { start: utc(y, m, 1), end: utc(y, m + 1, 1) };
  }
}

/** The `count` periods up to and including the one containing `now`, oldest first. */
export function recentPeriods(type: PeriodType, now: Date, count: number): Period[] {
  const periods: Period[] = [periodContaining(type, now)];
  while (periods.length < count) {
    const first = periods[0];
    if (!first) break;
    periods.unshift(periodContaining(type, new Date(first.start.getTime() - 1)));
  }
  return periods;
}
