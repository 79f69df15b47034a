import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeCell } from './time-cell';
import { useBonusesQuery } from '../api';
import { moneyText } from '../format';
import { useCurrency } from '../use-currency';
import { PageHeading } from './page-heading';
import { Pager } from './pager';
import { RecordsTable } from './records-table';
import '../records.css';

const PAGE_SIZE = 10;

/** `bonusDetails`: bonuses credited from the merchant's promotions, newest first. */
export default function BonusDetailsPage() {
  const { t } = useTranslation('records');
  const { decimals } = useCurrency();
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching } = useBonusesQuery({ page, size: PAGE_SIZE });
  const list = currentData?.list ?? [];
  const headers = ['time', 'type', 'amount', 'reason', 'status'].map((c) => t(`columns.${c}`));
  return (
    <section className="records" aria-labelledby="bonusDetails-title">
      <PageHeading page="bonusDetails" />
      <RecordsTable label={t('tables.bonusDetails')} headers={headers} rowCount={list.length} loading={isFetching && !currentData} error={error}>
        {list.map((bonus) => (
          <tr key={bonus.transferId}>
            <TimeCell iso={bonus.createdAt} />
            <td>{t(`types.${bonus.type}`, { defaultValue: bonus.type })}</td>
            <td className="records-money records-money--plus">{moneyText(bonus.amount, bonus.currency, decimals, true)}</td>
            <td className="records-table__wrap">{bonus.reason}</td>
            <td className={`records-status records-status--${bonus.status.toLowerCase()}`}>{t(`statuses.${bonus.status}`)}</td>
          </tr>
        ))}
      </RecordsTable>
      {currentData && currentData.total > 0 ? <Pager page={page} size={PAGE_SIZE} total={currentData.total} onPage={setPage} /> : null}
    </section>
  );
}
