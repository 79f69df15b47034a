import type { ReactNode } from 'react';
import { SYSTEM_STATUS } from '@shared/constants';
import { useLanguage } from '@/lib/i18n/i18n';
import { STATUS_POLL_MS, useSystemStatusQuery } from '../api';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionBlockedScreen } from './region-blocked-screen';

/** Reads the system status at start, every minute and on focus; 1 and 2 replace the whole app. */
export function StatusGate({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { data } = useSystemStatusQuery(language, { pollingInterval: STATUS_POLL_MS, refetchOnFocus: true });
  if (data?.status === SYSTEM_STATUS.maintenance) return <MaintenanceScreen status={data} />;
  if (data?.status === SYSTEM_STATUS.regionRestricted) return <RegionBlockedScreen status={data} />;
  return children;
}
