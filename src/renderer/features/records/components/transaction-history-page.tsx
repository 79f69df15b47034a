import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES, type EntryStatus } from '@shared/api/record-kinds';
import type { Entry } from '@shared/api/records';
import { RecordsTable, type RecordsColumn } from '@/components/records-table';
import { useTransactionsQuery } from '../api';
import { moneyText, signClass } from '../format';
import { useCurrency } from '../use-currency';
import { PageHeading } from './page-heading';
import { Pager } from './pager';
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
  const columns: RecordsColumn<Entry>[] = [
    { header: t('columns.time'), cell: (entry) => <ZonedTime iso={entry.createdAt} /> },
    { header: t('columns.type'), cell: (entry) => t(`types.${entry.type}`, { defaultValue: entry.type }) },
    { header: t('columns.wallet'), cell: walletOf },
    { header: t('columns.amount'), cell: (entry) => moneyText(entry.amount, entry.currency, decimals, true), className: (entry) => signClass(entry.amount) },
    { header: t('columns.balanceAfter'), cell: (entry) => moneyText(entry.balanceAfter, entry.currency, decimals), className: 'records-money' },
    { header: t('columns.status'), cell: (entry) => t(`statuses.${entry.status}`), className: (entry) => `records-status records-status--${entry.status.toLowerCase()}` },
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
      <RecordsTable label={t('tables.transactionHistory')} columns={columns} rows={currentData?.list ?? []} rowKey={(entry) => entry.id} emptyText={t('noData')} loading={isFetching && !currentData} error={error} />
      {currentData && currentData.total > 0 ? <Pager page={page} size={PAGE_SIZE} total={currentData.total} onPage={setPage} /> : null}
    </section>
  );
}
