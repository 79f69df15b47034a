import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES, type EntryStatus } from '@shared/api/record-kinds';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { DataTable } from '@/components/data-table';
import { useEntryColumns } from '@/components/entry-columns';
import { useTransactionsQuery } from '../api';
import { useCurrency } from '@/lib/use-currency';
import { PageHeading } from './page-heading';
import { TransactionFilters, type TransactionFilter } from './transaction-filters';
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
  const columns = useEntryColumns(decimals);
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
