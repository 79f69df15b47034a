import type { ContractPeriodType } from '@shared/api/contracts';
import { zonedDay, zonedMidnight, type CalendarDay } from '@shared/date-range';

/** One settlement period: [start, end). */
export interface ContractPeriod {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;

/**
 * The period of `type` that contains `at`. Five-minute and hourly periods are UTC-aligned (every
 * zone with whole-hour offsets shares them); days, weeks (from Monday), half-months (1st-15th,
 * 16th-end) and months are calendar periods of the merchant's zone.
 */
export function contractPeriodContaining(type: ContractPeriodType, at: Date, timeZone: string): ContractPeriod {
  if (type === 'fiveMinutes' || type === 'hourly') {
    const size = type === 'fiveMinutes' ? 5 * MINUTE : 60 * MINUTE;
    const start = Math.floor(at.getTime() / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  }
  const day = zonedDay(at, timeZone);
  const [first, next] = calendarSpan(type, day);
  return { start: zonedMidnight(first, timeZone), end: zonedMidnight(next, timeZone) };
}

function calendarSpan(type: 'daily' | 'weekly' | 'semimonthly' | 'monthly', d: CalendarDay): [CalendarDay, CalendarDay] {
  switch (type) {
    case 'daily':
      return [d, { ...d, day: d.day + 1 }];
    case 'weekly': {
      const back = (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
      return [{ ...d, day: d.day - back }, { ...d, day: d.day - back + 7 }];
    }
    case 'semimonthly':
      return d.day <= 15 ? [{ ...d, day: 1 }, { ...d, day: 16 }] : [{ ...d, day: 16 }, { ...d, month: d.month + 1, day: 1 }];
    case 'monthly':
      return [{ ...d, day: 1 }, { ...d, month: d.month + 1, day: 1 }];
  }
}

/** The period right after `period`. */
export const nextPeriod = (type: ContractPeriodType, period: ContractPeriod, timeZone: string): ContractPeriod =>
  contractPeriodContaining(type, period.end, timeZone);

/** Periods of `type` that end in (after, until], oldest first (the ones a catch-up settles). */
export function periodsEndingBetween(type: ContractPeriodType, after: Date, until: Date, timeZone: string): ContractPeriod[] {
  const out: ContractPeriod[] = [];
  let period = contractPeriodContaining(type, after, timeZone);
  if (period.end.getTime() <= after.getTime()) period = nextPeriod(type, period, timeZone);
  while (period.end.getTime() <= until.getTime()) {
    out.push(period);
    period = nextPeriod(type, period, timeZone);
  }
  return out;
}
