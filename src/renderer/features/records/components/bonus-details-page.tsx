import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@shared/api/records';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { statusTone } from '@/components/record-status-tone';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { useBonusesQuery } from '../api';
import { useCurrency } from '@/lib/use-currency';
import { PageHeading } from './page-heading';
import '../records.css';

const PAGE_SIZE = 10;

/**
 * `bonusDetails`: bonuses credited from the merchant's promotions, newest first. `lead` comes
 * between the heading and the list (the route puts the bonuses with wagering there).
 */
export default function BonusDetailsPage({ lead }: { lead?: ReactNode }) {
  const { t } = useTranslation('records');
  const { decimals } = useCurrency();
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching } = useBonusesQuery({ page, size: PAGE_SIZE });
  const columns: DataColumn<Bonus>[] = [
    { header: t('columns.time'), cell: (bonus) => <ZonedTime iso={bonus.createdAt} /> },
    { header: t('columns.type'), cell: (bonus) => t(`types.${bonus.type}`, { defaultValue: bonus.type }) },
    { header: t('columns.amount'), cell: (bonus) => <Amount minor={bonus.amount} currency={bonus.currency} decimals={decimals} signed />, align: 'end' },
    { header: t('columns.reason'), cell: (bonus) => bonus.reason, wrap: true },
    { header: t('columns.status'), cell: (bonus) => <StatusBadge tone={statusTone(bonus.status)} label={t(`statuses.${bonus.status}`)} /> },
  ];
  return (
    <section className="records" aria-labelledby="bonusDetails-title">
      <PageHeading page="bonusDetails" />
      {lead}
      <DataTable label={t('tables.bonusDetails')} columns={columns} rows={currentData?.list ?? []} rowKey={(bonus) => bonus.transferId} emptyText={t('noData')} loading={isFetching && !currentData} error={error} />
      <Pager page={page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={setPage} />
    </section>
  );
}
