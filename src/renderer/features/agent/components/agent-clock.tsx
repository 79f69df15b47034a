import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime, gmtOffset } from '@/lib/format';

/** The agent clock: local time refreshed every second, with the GMT offset. */
export function AgentClock() {
  const { t } = useTranslation('agent');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="agent-clock" role="timer" aria-label={t('clock')}>
      <time dateTime={now.toISOString()}>{formatLocalDateTime(now)}</time>
      <span className="agent-clock__zone">{gmtOffset(now)}</span>
    </div>
  );
}
