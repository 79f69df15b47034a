import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES, type EntryStatus } from '@shared/api/record-kinds';
import type { Entry } from '@shared/api/records';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { useTransactionsQuery } from '../api';
import { statusTone } from '../status-tone';
import { useCurrency } from '@/lib/use-currency';
import { PageHeading } from './page-heading';
import { TransactionFilters, type TransactionFilter } from './transaction-filters';
import { ZonedTime } from './zoned-time';
import '../records.css';

const PAGE_SIZE = 10;

const statusOf = (value: string): EntryStatus | undefined => ENTRY_STATUSES.find((s) => s === value);

/** `transactionHistory`: the member's ledger entries with date, type and status filters, paged. */
export default function TransactionHistoryPage() {
  const { t } = useTranslation('records');
  const { decimals } = useCurrency();
  const [filter, setFilter] = useState<TransactionFilter>({ preset: 'previous7', type: '', status: '' });
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching } = useTransactionsQuery({
    preset: filter.preset,
    type: filter.type || undefined,
    status: statusOf(filter.status),
    page,
    size: PAGE_SIZE,
  });
  const walletOf = (entry: Entry) => {
    const wallet = t(`accounts.${entry.account}`, { defaultValue: entry.account });
    return entry.account === 'player_vendor' && entry.type.startsWith('transfer_vendor') ? `${wallet} · ${entry.reference}` : wallet;
  };
  const columns: DataColumn<Entry>[] = [
    { header: t('columns.time'), cell: (entry) => <ZonedTime iso={entry.createdAt} /> },
    { header: t('columns.type'), cell: (entry) => t(`types.${entry.type}`, { defaultValue: entry.type }) },
    { header: t('columns.wallet'), cell: walletOf },
    { header: t('columns.amount'), cell: (entry) => <Amount minor={entry.amount} currency={entry.currency} decimals={decimals} signed />, align: 'end' },
    { header: t('columns.balanceAfter'), cell: (entry) => <Amount minor={entry.balanceAfter} currency={entry.currency} decimals={decimals} />, align: 'end' },
    { header: t('columns.status'), cell: (entry) => <StatusBadge tone={statusTone(entry.status)} label={t(`statuses.${entry.status}`)} /> },
  ];
  return (
    <section className="records" aria-labelledby="transactionHistory-title">
      <PageHeading page="transactionHistory" />
      <TransactionFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <DataTable label={t('tables.transactionHistory')} columns={columns} rows={currentData?.list ?? []} rowKey={(entry) => entry.id} emptyText={t('noData')} loading={isFetching && !currentData} error={error} />
      <Pager page={page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={setPage} />
    </section>
  );
}
