import type { TeamOverview } from '@shared/api/agent';
import { zonedDay, zonedMidnight, type CalendarDay } from '@shared/date-range';

/** Pure geometry of the team overview's daily chart, in a 0..width × 0..height box (y grows down). */

export interface ChartDay {
  day: string;
  bars: readonly number[];
  line: number;
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  /** Per day, one rect per bar series. */
  bars: BarRect[][];
  /** Points of the line series, one per day at the middle of its group. */
  line: { x: number; y: number }[];
  /** y of the zero line. */
  zero: number;
  min: number;
  max: number;
}

/**
 * Bars grouped per day and a line across them on one scale that always holds zero, so a day that
 * lost money dips under the axis. An all-zero period gets a scale of 1 rather than a division by zero.
 */
export function chartGeometry(days: readonly ChartDay[], width: number, height: number): ChartGeometry {
  const values = days.flatMap((d) => [...d.bars, d.line]);
  const min = Math.min(0, ...values);
  // Nothing happened: zero sits on the floor, as it would under any gain.
  const max = Math.max(0, ...values) || (min < 0 ? 0 : 1);
  const span = max - min;
  const y = (value: number) => ((max - value) / span) * height;
  const zero = y(0);
  const slot = days.length > 0 ? width / days.length : width;
  const series = days[0]?.bars.length ?? 0;
  const gap = slot * 0.2;
  const barWidth = series > 0 ? (slot - gap) / series : 0;
  const bars = days.map((d, i) =>
    d.bars.map((value, s) => {
      const top = Math.min(y(value), zero);
      return { x: i * slot + gap / 2 + s * barWidth, y: top, width: barWidth, height: Math.abs(y(value) - zero) };
    }),
  );
  const line = days.map((d, i) => ({ x: i * slot + slot / 2, y: y(d.line) }));
  return { bars, line, zero, min, max };
}

type DailyFigures = TeamOverview['daily'][number];

const dayText = ({ year, month, day }: CalendarDay) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Every day of the period in its zone, with the server's figures where it has some and zeros
 * elsewhere (it answers only days with movement), so a quiet day still takes its place on the axis.
 */
export function everyDay(period: TeamOverview['period'], daily: readonly DailyFigures[]): DailyFigures[] {
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const end = new Date(period.to).getTime();
  const days: DailyFigures[] = [];
  let day = zonedDay(new Date(period.from), period.timeZone);
  // 93 at most: a custom period spans 92 days, and a malformed answer must not loop for ever.
  while (days.length < 93 && zonedMidnight(day, period.timeZone).getTime() < end) {
    const text = dayText(day);
    days.push(byDay.get(text) ?? { day: text, deposits: 0, withdrawals: 0, validBets: 0, wins: 0, netWinLoss: 0 });
    day = zonedDay(zonedMidnight({ ...day, day: day.day + 1 }, period.timeZone), period.timeZone);
  }
  return days;
}
