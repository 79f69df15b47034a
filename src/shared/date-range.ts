import { zoneOffsetMinutes } from './time-zone';

/**
 * Date-range presets of every list filter (records, agent reports, the console) and the pure
 * arithmetic behind them. Calendar presets (today, this week…) start at midnight in a given time
 * zone (the player's or the merchant's), so "today" means the same day the viewer sees on the clock.
 * The rolling presets count whole days back or forward from now, exactly as the records API does
 * (spec: previous or next 7 or 30 days), so a list filtered here and one filtered there agree.
 */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'previous7', 'previous30', 'next7', 'next30', 'custom'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The set a new report offers unless it says otherwise. */
export const STANDARD_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'previous7', 'previous30', 'custom'] as const satisfies readonly DateRangePreset[];

export interface DateRangeSelection<P extends DateRangePreset = DateRangePreset> {
  preset: P;
  /** Only for `custom`: calendar days "YYYY-MM-DD" in the zone, both included. */
  from?: string;
  to?: string;
}

/** Half-open [from, to): `to` is the first instant not included. */
export interface DateRange {
  from: Date;
  to: Date;
}

const DAY = 86_400_000;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day an instant falls on in the zone. */
export function zonedDay(at: Date, timeZone: string): CalendarDay {
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** A calendar day as "YYYY-MM-DD". */
export const dayText = ({ year, month, day }: CalendarDay): string => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Midnight at the start of a calendar day in the zone; days past the month's end roll over. */
export function zonedMidnight({ year, month, day }: CalendarDay, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // The offset at the guess, then again at the answer: a daylight-saving change between them moves it.
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

const addDays = (day: CalendarDay, days: number): CalendarDay => ({ ...day, day: day.day + days });

/** Day of the week of a calendar day, Monday 0 … Sunday 6. */
const weekday = ({ year, month, day }: CalendarDay) => (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30, no month 13). */
export function isCalendarDay(text: string): boolean {
  const day = parseDay(text);
  if (!day) return false;
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return date.getUTCFullYear() === day.year && date.getUTCMonth() === day.month - 1 && date.getUTCDate() === day.day;
}

export function parseDay(text: string | undefined): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(text ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
}

/**
 * The range a selection stands for at `now` in the zone (weeks start on Monday). A custom range
 * without both days, or with them in the wrong order, is undefined: the caller keeps the old one.
 */
export function dateRangeOf(selection: DateRangeSelection, now: Date, timeZone: string): DateRange | undefined {
  const today = zonedDay(now, timeZone);
  const midnight = (day: CalendarDay) => zonedMidnight(day, timeZone);
  const untilTomorrow = (start: CalendarDay): DateRange => ({ from: midnight(start), to: midnight(addDays(today, 1)) });
  switch (selection.preset) {
    case 'today':
      return untilTomorrow(today);
    case 'yesterday':
      return { from: midnight(addDays(today, -1)), to: midnight(today) };
    case 'thisWeek':
      return untilTomorrow(addDays(today, -weekday(today)));
    case 'thisMonth':
      return untilTomorrow({ ...today, day: 1 });
    case 'previous7':
    case 'previous30':
      return { from: new Date(now.getTime() - (selection.preset === 'previous7' ? 7 : 30) * DAY), to: now };
    case 'next7':
    case 'next30':
      return { from: now, to: new Date(now.getTime() + (selection.preset === 'next7' ? 7 : 30) * DAY) };
    case 'custom': {
      const from = parseDay(selection.from);
      const to = parseDay(selection.to);
      if (!from || !to) return undefined;
      const range = { from: midnight(from), to: midnight(addDays(to, 1)) };
      return range.from < range.to ? range : undefined;
    }
  }
}

/** The viewer's own zone, where a page has no merchant zone to go by. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
