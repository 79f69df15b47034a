import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_PAGE_SIZE } from '@shared/api/record-kinds';
import { RecordsTable } from '@/components/records-table';
import { useLanguage } from '@/lib/i18n/i18n';
import { betArgs, INITIAL_BET_FILTER, type BetFilter } from '../bet-filter';
import { useBetsQuery } from '../bets-api';
import { useCurrency } from '../use-currency';
import { useReplay } from '../use-replay';
import { BetFilters } from './bet-filters';
import { useBetColumns } from './bet-columns';
import { BetTotals } from './bet-totals';
import { PageHeading } from './page-heading';
import { Pager } from './pager';
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
        <div className="records-empty-card" role="status">
          <p className="records-empty">{t('noData')}</p>
        </div>
      ) : (
        <RecordsTable
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
      {currentData && currentData.total > 0 ? <Pager page={page} size={PAGE_SIZE} total={currentData.total} onPage={setPage} /> : null}
    </section>
  );
}
