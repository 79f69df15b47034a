import { formatLocalDateTime } from '@/lib/format';

const DAY_MS = 86_400_000;

/**
 * A settlement period in the viewer's zone, as short as it reads clearly: whole days as dates
 * ("2026-11-20", "2026-11-16 – 2026-11-22"), a span within one day as "2026-11-20 14:00 – 15:00",
 * anything else in full. The end is exclusive, so a day ending at midnight shows as that day.
 */
export function periodText(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  const [startDay = '', startTime = ''] = formatLocalDateTime(start).split(' ');
  const [endDay = '', endTime = ''] = formatLocalDateTime(end).split(' ');
  const short = (time: string) => time.replace(/:00$/u, '');
  if (startTime === '00:00:00' && endTime === '00:00:00') {
    const lastDay = formatLocalDateTime(new Date(end.getTime() - DAY_MS)).split(' ')[0] ?? endDay;
    return lastDay === startDay ? startDay : `${startDay} – ${lastDay}`;
  }
  if (startDay === endDay) return `${startDay} ${short(startTime)} – ${short(endTime)}`;
  return `${startDay} ${short(startTime)} – ${endDay} ${short(endTime)}`;
}
