import { dayText, zonedDay, zonedMidnight } from '@shared/date-range';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface Window {
  start: Date;
  end: Date;
}

/** A daily "HH:MM" + minutes window on the calendar day of `day` in the zone. */
function windowOn(day: Date, spec: { start: string; minutes: number }, timeZone: string): Window {
  const [hours, minutes] = spec.start.split(':').map(Number);
  const midnight = zonedMidnight(zonedDay(day, timeZone), timeZone);
  const start = new Date(midnight.getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * MINUTE);
  return { start, end: new Date(start.getTime() + spec.minutes * MINUTE) };
}

/** The envelope window `now` is inside (yesterday's may run past midnight), if any. */
export function currentWindow(specs: readonly { start: string; minutes: number }[], now: Date, timeZone: string): Window | undefined {
  for (const base of [now, new Date(now.getTime() - DAY)]) {
    for (const spec of specs) {
      const window = windowOn(base, spec, timeZone);
      if (window.start <= now && now < window.end) return window;
    }
  }
  return undefined;
}

/** The next window that starts after `now` (today's or tomorrow's). */
export function nextWindow(specs: readonly { start: string; minutes: number }[], now: Date, timeZone: string): Window | undefined {
  const candidates = [now, new Date(now.getTime() + DAY)].flatMap((base) => specs.map((spec) => windowOn(base, spec, timeZone))).filter((w) => w.start > now);
  return candidates.sort((a, b) => a.start.getTime() - b.start.getTime())[0];
}

/** The merchant-zone calendar day of an instant, as "YYYY-MM-DD", and the days before it. */
export const dayOf = (at: Date, timeZone: string): string => dayText(zonedDay(at, timeZone));
export const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

/**
 * The day or the week (Monday to Sunday) of the merchant's zone that `now` falls in, or the one
 * `back` periods before it, with its key ("2026-11-26", or the Monday's day for a week).
 */
export function periodOf(period: 'daily' | 'weekly', now: Date, timeZone: string, back = 0): Window & { key: string } {
  const today = zonedDay(now, timeZone);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const length = period === 'daily' ? 1 : 7;
  const first = { ...today, day: today.day - (period === 'daily' ? 0 : weekday) - back * length };
  const start = zonedMidnight(first, timeZone);
  return { start, end: zonedMidnight({ ...first, day: first.day + length }, timeZone), key: dayOf(start, timeZone) };
}
