import { useTranslation } from 'react-i18next';
import { REVENUE_SOURCE_FEATURE, featureOn } from '@shared/agent-features';
import type { RevenueReport, RevenueSource } from '@shared/api/agent';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useCurrency } from '@/lib/use-currency';
import { useRevenueReportQuery } from '../api';
import { usePeriod } from '../use-period';
import { PeriodFilter } from './period-picker';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import '../team.css';

type Day = RevenueReport['daily'][number];
type Figure = RevenueSource | 'total';

const SOURCES = Object.keys(REVENUE_SOURCE_FEATURE) as RevenueSource[];

/**
 * `agentRevenueReport` (my income): the agent's own income over the period by source, with a line per
 * day that had any. Sources whose contract kind the merchant has turned off are left out; the others
 * show 0 until something pays them.
 */
export default function RevenuePage() {
  const { t } = useTranslation('agent');
  const { decimals } = useCurrency();
  const { data: whitelabel } = useWhitelabelQuery();
  const period = usePeriod();
  const { currentData, error, isFetching, refetch } = useRevenueReportQuery(period.params);
  const figures: Figure[] = [...SOURCES.filter((source) => featureOn(REVENUE_SOURCE_FEATURE[source], whitelabel?.features)), 'total'];
  const currency = currentData?.currency ?? '';
  const money = (minor: number) => <Amount minor={minor} currency={currency} decimals={decimals} />;
  const columns: DataColumn<Day>[] = [
    { header: t('revenue.day'), cell: (day) => day.day },
    ...figures.map((key): DataColumn<Day> => ({ header: t(`revenue.sources.${key}`), cell: (day) => money(day[key]), align: 'end' })),
  ];
  const totals = currentData?.totals;
  return (
    <section className="team" aria-labelledby="agentRevenueReport-title">
      <TeamHeading page="agentRevenueReport" intro={t('revenue.intro')} />
      <PeriodFilter value={period.selection} onChange={period.choose} />
      <QueryState loading={isFetching && !currentData} error={error} empty={false} onRetry={() => void refetch()}>
        {totals ? (
          <>
            <dl className="team-cards">
              {figures.map((key) => (
                <div key={key} className={`team-card${key === 'total' ? ' team-card--netWinLoss' : ''}`} data-testid={`revenue-${key}`}>
                  <dt className="team-card__label">{t(`revenue.sources.${key}`)}</dt>
                  <dd className="team-card__value">{money(totals[key])}</dd>
                </div>
              ))}
            </dl>
            <DataTable
              label={t('revenue.table')}
              columns={columns}
              rows={currentData.daily}
              rowKey={(day) => day.day}
              emptyText={t('revenue.none')}
              footer={currentData.daily.length > 0 ? [t('team.totals'), ...figures.map((key) => money(totals[key]))] : undefined}
              stacked
            />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
