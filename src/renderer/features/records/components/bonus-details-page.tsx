import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@shared/api/records';
import { RecordsTable, type RecordsColumn } from '@/components/records-table';
import { useBonusesQuery } from '../api';
import { moneyText } from '../format';
import { useCurrency } from '../use-currency';
import { PageHeading } from './page-heading';
import { Pager } from './pager';
import { ZonedTime } from './zoned-time';
import '../records.css';

const PAGE_SIZE = 10;

/** `bonusDetails`: bonuses credited from the merchant's promotions, newest first. */
export default function BonusDetailsPage() {
  const { t } = useTranslation('records');
  const { decimals } = useCurrency();
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching } = useBonusesQuery({ page, size: PAGE_SIZE });
  const columns: RecordsColumn<Bonus>[] = [
    { header: t('columns.time'), cell: (bonus) => <ZonedTime iso={bonus.createdAt} /> },
    { header: t('columns.type'), cell: (bonus) => t(`types.${bonus.type}`, { defaultValue: bonus.type }) },
    { header: t('columns.amount'), cell: (bonus) => moneyText(bonus.amount, bonus.currency, decimals, true), className: 'records-money records-money--plus' },
    { header: t('columns.reason'), cell: (bonus) => bonus.reason, className: 'records-table__wrap' },
    { header: t('columns.status'), cell: (bonus) => t(`statuses.${bonus.status}`), className: (bonus) => `records-status records-status--${bonus.status.toLowerCase()}` },
  ];
  return (
    <section className="records" aria-labelledby="bonusDetails-title">
      <PageHeading page="bonusDetails" />
      <RecordsTable label={t('tables.bonusDetails')} columns={columns} rows={currentData?.list ?? []} rowKey={(bonus) => bonus.transferId} emptyText={t('noData')} loading={isFetching && !currentData} error={error} />
      {currentData && currentData.total > 0 ? <Pager page={page} size={PAGE_SIZE} total={currentData.total} onPage={setPage} /> : null}
    </section>
  );
}
