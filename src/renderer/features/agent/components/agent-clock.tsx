import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '@/lib/config-api';
import { formatAgentClock } from '../agent-time';

/**
 * The agent clock: the merchant's time, refreshed every second, with the zone's GMT offset. A timer
 * role (aria-live off) so screen readers read it on request instead of every second.
 */
export function AgentClock() {
  const { t } = useTranslation('agent');
  const { data } = useWhitelabelQuery();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="agent-clock" role="timer" aria-live="off" aria-label={t('clock')}>
      {data && <time dateTime={now.toISOString()}>{formatAgentClock(now, data.timeZone)}</time>}
    </div>
  );
}
