import { lazy, Suspense, type ReactNode } from 'react';
import { SYSTEM_STATUS } from '@shared/constants';
import { useLanguage } from '@/lib/i18n/i18n';
import { STATUS_POLL_MS, useSystemStatusQuery } from '../api';

// Maintenance and region blocking are rare: their screens load only when the status says so.
const MaintenanceScreen = lazy(() => import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })));
const RegionBlockedScreen = lazy(() => import('./region-blocked-screen').then((m) => ({ default: m.RegionBlockedScreen })));

/** Reads the system status at start, every minute and on focus; 1 and 2 replace the whole app. */
export function StatusGate({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { data } = useSystemStatusQuery(language, { pollingInterval: STATUS_POLL_MS, refetchOnFocus: true });
  let screen: ReactNode = null;
  if (data?.status === SYSTEM_STATUS.maintenance) screen = <MaintenanceScreen status={data} />;
  if (data?.status === SYSTEM_STATUS.regionRestricted) screen = <RegionBlockedScreen status={data} />;
  if (!screen) return children;
  // Until the screen's code is there, nothing: the player routes it replaces must not show meanwhile.
  return <Suspense fallback={null}>{screen}</Suspense>;
}
