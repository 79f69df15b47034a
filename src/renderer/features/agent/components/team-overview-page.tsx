import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useCurrency } from '@/lib/use-currency';
import { useTeamOverviewQuery } from '../api';
import { everyDay } from '../chart-geometry';
import { usePeriod } from '../use-period';
import { DailyChart } from './daily-chart';
import { OverviewCards } from './overview-cards';
import { PeriodFilter } from './period-picker';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import '../team.css';

/** `agentTeamOverview`: the team's size and money over a period, and the period day by day. */
export default function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const { decimals } = useCurrency();
  const period = usePeriod();
  const { currentData, error, isFetching, refetch } = useTeamOverviewQuery(period.params);
  return (
    <section className="team" aria-labelledby="agentTeamOverview-title">
      <TeamHeading page="agentTeamOverview" />
      <PeriodFilter value={period.selection} onChange={period.choose} />
      <QueryState loading={isFetching && !currentData} error={error} empty={false} onRetry={() => void refetch()}>
        {currentData ? (
          <>
            <OverviewCards overview={currentData} decimals={decimals} />
            {currentData.daily.length > 0 ? (
              <DailyChart daily={everyDay(currentData.period, currentData.daily)} currency={currentData.currency} decimals={decimals} />
            ) : (
              <EmptyState message={t('team.in_no_data')} />
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
