import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@shared/api/system';
import { formatDateWithZone } from '@/lib/format';
import { SystemScreen } from './system-screen';

export function MaintenanceScreen({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('system');
  const end = status.maintenanceEnd ? formatDateWithZone(status.maintenanceEnd) : '';
  return (
    <SystemScreen title={t('maintenance.title')} tone="maintenance">
      <p className="system-screen__text">{status.maintenanceInfo || t('maintenance.text')}</p>
      {end ? (
        <p className="system-screen__fact">
          <span>{t('maintenance.endsAt')}</span>
          <time dateTime={status.maintenanceEnd ?? undefined}>{end}</time>
        </p>
      ) : (
        <p className="system-screen__fact">{t('maintenance.noEnd')}</p>
      )}
    </SystemScreen>
  );
}
