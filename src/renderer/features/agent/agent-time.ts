import type { SupportHours } from '@shared/api/system';
import { formatGmtOffset, formatZonedDateTime, zoneOffsetMinutes } from '@shared/time-zone';

/** The zone's offset at `date` in the short clock form, e.g. "GMT+7". */
export function zoneLabel(date: Date, timeZone: string): string {
  return formatGmtOffset(zoneOffsetMinutes(date, timeZone));
}

/** The agent clock's text: "2026-11-26 13:45:07 GMT+7" in the merchant's zone. */
export function formatAgentClock(date: Date, timeZone: string): string {
  return `${formatZonedDateTime(date, timeZone)} ${zoneLabel(date, timeZone)}`;
}

export interface DayWords {
  /** Short weekday name by ISO number, 1 = Monday. */
  name: (isoDay: number) => string;
  range: (from: string, to: string) => string;
  separator: string;
}

/** ISO weekdays as runs: [1,2,3,4,5] → "Mon–Fri", [1,3,5] → "Mon, Wed, Fri", [6,7] → "Sat, Sun". */
export function formatDays(days: readonly number[], words: DayWords): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => {
    const first = run[0] ?? 0;
    const last = run.at(-1) ?? first;
    return run.length >= 3 ? [words.range(words.name(first), words.name(last))] : run.map(words.name);
  });
  return parts.join(words.separator);
}

export interface SupportHoursText {
  days: string;
  start: string;
  end: string;
  zone: string;
}

/** The pieces of the support-hours line; the sentence around them is the translation's. */
export function supportHoursText(hours: SupportHours, timeZone: string, now: Date, words: DayWords): SupportHoursText {
  return { days: formatDays(hours.days, words), start: hours.start, end: hours.end, zone: zoneLabel(now, timeZone) };
}
