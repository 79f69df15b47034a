import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '@/lib/config-api';
import { supportHoursText, type DayWords } from '../agent-time';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The merchant's agent support hours in its own zone, e.g. "Support hours: Mon–Fri 12:00–21:00 (GMT+7)". */
export function SupportHours({ className }: { className: string }) {
  const { t } = useTranslation('agent');
  const { data } = useWhitelabelQuery();
  if (!data) return null;
  const words: DayWords = {
    name: (day) => t(`weekdays.${WEEKDAYS[day - 1] ?? 'mon'}`),
    range: (from, to) => t('dayRange', { from, to }),
    separator: t('daySeparator'),
  };
  return (
    <p className={className} data-testid="support-hours">
      {t('supportHours', { ...supportHoursText(data.supportHours, data.timeZone, new Date(), words) })}
    </p>
  );
}
