import { formatLocalDateTime, gmtOffset } from '@/lib/format';
import './zoned-time.css';

/**
 * A time in the viewer's zone, as formatDateWithZone writes it, with the offset on its own line so
 * the column stays narrow (tables carry several of these).
 */
export function ZonedTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso} className="zoned-time">
      {formatLocalDateTime(date)}
      <span className="zoned-time__zone"> ({gmtOffset(date)})</span>
    </time>
  );
}
