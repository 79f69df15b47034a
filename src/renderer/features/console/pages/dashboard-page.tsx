import { useTranslation } from 'react-i18next';
import { useConsoleDashboardQuery } from '../api';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { DashboardFigures } from '../components/dashboard-figures';
import { LoadFailure } from '../components/load-failure';
import { PendingQueues } from '../components/pending-queues';

/** /console/dashboard, the console's home: what waits for an operator, and today against this month. */
export function DashboardPage() {
  const { t } = useTranslation(['console', 'common']);
  const { token } = useConsoleSession();
  const { data, error, isFetching, refetch } = useConsoleDashboardQuery({ token: token ?? '' }, { skip: !token, refetchOnMountOrArgChange: 30 });
  return (
    <div className="console-page" aria-busy={isFetching}>
      <ConsolePageHead title={t('dashboard.heading')} lines={[data && t('dashboard.intro', { zone: data.timeZone, currency: data.currency })]} />
      {error ? <LoadFailure intro={t('dashboard.loadFailed')} error={error} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <p className="console-muted">{t('common:loading')}</p> : null}
      {data ? (
        <>
          <PendingQueues pending={data.pending} />
          <DashboardFigures dashboard={data} />
        </>
      ) : null}
    </div>
  );
}
