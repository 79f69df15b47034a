import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@shared/api/system';
import { SystemScreen } from './system-screen';

export function RegionBlockedScreen({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('system');
  return (
    <SystemScreen title={t('region.title')} tone="blocked">
      <p className="system-screen__text">{status.regionMessage || t('region.text')}</p>
      <p className="system-screen__fact">
        <span>{t('region.ip')}</span>
        <strong data-testid="visitor-ip">{status.ip}</strong>
      </p>
    </SystemScreen>
  );
}
