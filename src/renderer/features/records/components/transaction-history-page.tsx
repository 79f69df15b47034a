import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES, type EntryStatus } from '@shared/api/record-kinds';
import type { Entry } from '@shared/api/records';
import { TimeCell } from './time-cell';
import { useTransactionsQuery } from '../api';
import { moneyText, signClass } from '../format';
import { useCurrency } from '../use-currency';
import { PageHeading } from './page-heading';
import { Pager } from './pager';
import { RecordsTable } from './records-table';
import { TransactionFilters, type TransactionFilter } from './transaction-filters';
import '../records.css';

const PAGE_SIZE = 10;

const statusOf = (value: string): EntryStatus | undefined => ENTRY_STATUSES.find((s) => s === value);

function EntryRow({ entry, decimals }: { entry: Entry; decimals: number }) {
  const { t } = useTranslation('records');
  const wallet = t(`accounts.${entry.account}`, { defaultValue: entry.account });
  return (
    <tr>
      <TimeCell iso={entry.createdAt} />
      <td>{t(`types.${entry.type}`, { defaultValue: entry.type })}</td>
      <td>{entry.account === 'player_vendor' && entry.type.startsWith('transfer_vendor') ? `${wallet} · ${entry.reference}` : wallet}</td>
      <td className={signClass(entry.amount)}>{moneyText(entry.amount, entry.currency, decimals, true)}</td>
      <td className="records-money">{moneyText(entry.balanceAfter, entry.currency, decimals)}</td>
      <td className={`records-status records-status--${entry.status.toLowerCase()}`}>{t(`statuses.${entry.status}`)}</td>
    </tr>
  );
}

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
  const list = currentData?.list ?? [];
  const headers = ['time', 'type', 'wallet', 'amount', 'balanceAfter', 'status'].map((c) => t(`columns.${c}`));
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
      <RecordsTable label={t('tables.transactionHistory')} headers={headers} rowCount={list.length} loading={isFetching && !currentData} error={error}>
        {list.map((entry) => (
          <EntryRow key={entry.id} entry={entry} decimals={decimals} />
        ))}
      </RecordsTable>
      {currentData && currentData.total > 0 ? <Pager page={page} size={PAGE_SIZE} total={currentData.total} onPage={setPage} /> : null}
    </section>
  );
}
