import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_PAGE_SIZE } from '@shared/api/record-kinds';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { useBetColumns } from '@/components/bet-columns';
import { BetTotals } from '@/components/bet-totals';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/lib/i18n/i18n';
import { betArgs, INITIAL_BET_FILTER, type BetFilter } from '../bet-filter';
import { useBetsQuery } from '../bets-api';
import { useCurrency } from '@/lib/use-currency';
import { useReplay } from '../use-replay';
import { BetFilters } from './bet-filters';
import { PageHeading } from './page-heading';
import { ReplayNotice } from './replay-notice';
import '../records.css';

const PAGE_SIZE = BET_PAGE_SIZE.default;

/**
 * `personalHistoryCopy` (betting record): the member's game rounds with filters, totals over every
 * page and a replay of each round. Rounds settle in game windows, so every visit asks again.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const currency = useCurrency();
  const [filter, setFilter] = useState<BetFilter>(INITIAL_BET_FILTER);
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching, refetch } = useBetsQuery(betArgs(filter, page, PAGE_SIZE, language), { refetchOnMountOrArgChange: true });
  const replay = useReplay();
  const columns = useBetColumns(currency.decimals, replay);
  return (
    <section className="records records--bets" aria-labelledby="personalHistoryCopy-title">
      <PageHeading page="personalHistoryCopy" />
      <BetFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <ReplayNotice notice={replay.notice} />
      {currentData && currentData.total > 0 ? <BetTotals totals={currentData.totals} currency={currentData.list[0]?.currency ?? currency.code} decimals={currency.decimals} /> : null}
      {currentData && currentData.total === 0 && !error ? (
        <EmptyState message={t('noData')} />
      ) : (
        <DataTable
          label={t('tables.personalHistoryCopy')}
          stacked
          columns={columns}
          rows={currentData?.list ?? []}
          rowKey={(round) => `${round.vassalage}:${round.roundId}`}
          emptyText={t('noData')}
          loading={isFetching && !currentData}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      <Pager page={page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={setPage} />
    </section>
  );
}
