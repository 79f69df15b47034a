import type { GameDef, Schedule } from '@shared/lotto/games';

/**
 * When a game draws. A weekly game draws at its local time on its weekdays in its zone (the zones
 * of the catalogue keep no daylight saving, but the offset is read per day all the same); an
 * interval game draws every N minutes on the UTC minute boundaries counted from 00:00. A draw's key
 * names it in the draw stream (shared/lotto/draw.ts): "<game>:<local date>" for a weekly game
 * (one draw a day at most), "<game>:<UTC date>T<hh:mm>" for an interval game.
 */

export interface DrawSlot {
  key: string;
  /** The draw instant (ms since the epoch). */
  at: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at an instant, in minutes (Intl's own tables). */
export function zoneOffsetMinutes(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at / MINUTE) * MINUTE) / MINUTE);
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** ISO weekday (1 Monday … 7 Sunday) of a UTC-midnight date. */
const isoWeekday = (dayStart: number) => ((new Date(dayStart).getUTCDay() + 6) % 7) + 1;

function weeklyAt(schedule: Extract<Schedule, { kind: 'weekly' }>, localDay: number): number {
  const [h = 0, m = 0] = schedule.time.split(':').map(Number);
  const localInstant = localDay + (h * 60 + m) * MINUTE;
  return localInstant - zoneOffsetMinutes(schedule.zone, localInstant) * MINUTE;
}

/** The first draw of the game strictly after `after`. */
export function nextDraw(game: GameDef, after: number): DrawSlot {
  const schedule = game.schedule;
  if (schedule.kind === 'interval') {
    const step = schedule.minutes * MINUTE;
    const at = (Math.floor(after / step) + 1) * step;
    return { key: `${game.code}:${isoDate(at)}T${hhmm(at)}`, at };
  }
  // Local calendar days from the one `after` falls on (shifted by the zone), eight at most.
  const offset = zoneOffsetMinutes(schedule.zone, after) * MINUTE;
  const firstDay = Math.floor((after + offset) / DAY) * DAY;
  for (let day = firstDay; day <= firstDay + 8 * DAY; day += DAY) {
    if (!schedule.weekdays.includes(isoWeekday(day))) continue;
    const at = weeklyAt(schedule, day);
    if (at > after) return { key: `${game.code}:${isoDate(day)}`, at };
  }
  throw new Error(`${game.code} has no draw within a week`);
}

/** The draw before `at` (where betting on the draw at `at` opens): an interval earlier, or the previous weekly draw. */
export function previousDraw(game: GameDef, at: number): number {
  const schedule = game.schedule;
  if (schedule.kind === 'interval') return at - schedule.minutes * MINUTE;
  let slot = nextDraw(game, at - 8 * DAY);
  for (let next = nextDraw(game, slot.at); next.at < at; next = nextDraw(game, next.at)) slot = next;
  return slot.at;
}
