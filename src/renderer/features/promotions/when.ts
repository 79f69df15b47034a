import { formatLocalDateTime, gmtOffset } from '@/lib/format';

/** "2026-05-01" in the viewer's zone. */
export const localDay = (iso: string): string => formatLocalDateTime(new Date(iso)).slice(0, 10);

/** "2026-05-01 20:00 (GMT+07:00)" in the viewer's zone. */
export function localMinute(iso: string): string {
  const date = new Date(iso);
  return `${formatLocalDateTime(date).slice(0, 16)} (${gmtOffset(date)})`;
}
