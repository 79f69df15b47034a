import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES } from '@shared/api/record-kinds';
import type { Entry } from '@shared/api/records';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { statusTone } from '@/components/record-status-tone';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { usePlayerStatementQuery } from '../api-players';
import { PlayersListFilters, type PlayerListFilter } from './players-list-filters';

const PAGE_SIZE = 20;
const WALLETS = ['player_main', 'player_vendor', 'withdrawal_hold', 'agent_commission'] as const;

/** The player's ledger statement as the player sees it, newest first, by period and type, paged. */
export function PlayersStatement({ token, account, decimals }: { token: string; account: string; decimals: number }) {
  const { t } = useTranslation(['consolePlayers', 'records']);
  const [filter, setFilter] = useState<PlayerListFilter>({ period: 'previous7', type: '' });
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching, refetch } = usePlayerStatementQuery({ token, account, preset: filter.period, type: filter.type, page }, { refetchOnMountOrArgChange: true });
  const typeText = (type: string) => {
    const known = LEDGER_TYPES.find((k) => k === type);
    return known ? t(`records:types.${known}`) : type;
  };
  const walletText = (wallet: string) => {
    const known = WALLETS.find((k) => k === wallet);
    return known ? t(`records:accounts.${known}`) : wallet;
  };
  const money = (minor: number, entry: Entry, signed = false) => <Amount minor={minor} currency={entry.currency} decimals={decimals} signed={signed} />;
  const columns: DataColumn<Entry>[] = [
    { header: t('statement.columns.time'), cell: (entry) => <ZonedTime iso={entry.createdAt} /> },
    { header: t('statement.columns.type'), cell: (entry) => typeText(entry.type) },
    { header: t('statement.columns.wallet'), cell: (entry) => walletText(entry.account) },
    { header: t('statement.columns.amount'), cell: (entry) => money(entry.amount, entry, true), align: 'end' },
    { header: t('statement.columns.balanceAfter'), cell: (entry) => money(entry.balanceAfter, entry), align: 'end' },
    { header: t('statement.columns.status'), cell: (entry) => <StatusBadge tone={statusTone(entry.status)} label={t(`records:statuses.${entry.status}`)} /> },
    { header: t('statement.columns.reference'), cell: (entry) => entry.reference || '—', wrap: true },
  ];
  return (
    <section className="players-section" aria-labelledby="players-statement-heading" aria-busy={isFetching}>
      <h2 id="players-statement-heading" className="players-card__heading">
        {t('statement.heading')}
      </h2>
      <PlayersListFilters
        withType
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <DataTable
        columns={columns}
        rows={currentData?.list ?? []}
        rowKey={(entry) => entry.id}
        emptyText={t('statement.empty')}
        loading={!currentData && !error}
        error={error}
        errorIntro={t('statement.loadFailed')}
        onRetry={() => void refetch()}
        labelledBy="players-statement-heading"
        label={t('statement.table')}
        stacked
      />
      <Pager page={page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={setPage} />
    </section>
  );
}
