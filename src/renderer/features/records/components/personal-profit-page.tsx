import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_TYPES, type PeriodType } from '@shared/api/record-kinds';
import type { Profit } from '@shared/api/records';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Tabs } from '@/components/tabs';
import { ZonedTime } from '@/components/zoned-time';
import { useProfitQuery } from '../api';
import { useCurrency } from '@/lib/use-currency';
import { PageHeading } from './page-heading';
import { ProfitSummary } from './profit-summary';
import '../records.css';

type Period = Profit['periods'][number];

/** `personalProfit`: bet, win and profit per period (daily, weekly, half-monthly, monthly). */
export default function PersonalProfitPage() {
  const { t } = useTranslation('records');
  const currency = useCurrency();
  const [periodType, setPeriodType] = useState<PeriodType>('daily');
  const { currentData, error, isFetching } = useProfitQuery(periodType);
  const money = (minor: number, signed = false) => <Amount minor={minor} currency={currency.code} decimals={currency.decimals} signed={signed} />;
  // Newest period first, like every other record list.
  const periods = [...(currentData?.periods ?? [])].reverse();
  const columns: DataColumn<Period>[] = [
    { header: t('columns.periodStart'), cell: (period) => <ZonedTime iso={period.start} /> },
    { header: t('columns.periodEnd'), cell: (period) => <ZonedTime iso={period.end} /> },
    { header: t('columns.bet'), cell: (period) => money(period.bet), align: 'end' },
    { header: t('columns.win'), cell: (period) => money(period.win), align: 'end' },
    { header: t('columns.profit'), cell: (period) => money(period.profit, true), align: 'end' },
  ];
  return (
    <section className="records" aria-labelledby="personalProfit-title">
      <PageHeading page="personalProfit" />
      <Tabs label={t('profit.periodType')} items={PERIOD_TYPES.map((key) => ({ key, label: t(`profit.periodTypes.${key}`) }))} value={periodType} onChange={setPeriodType} />
      {currentData ? <ProfitSummary profit={currentData} currency={currency.code} decimals={currency.decimals} /> : null}
      <DataTable label={t('profit.periods')} columns={columns} rows={periods} rowKey={(period) => period.start} emptyText={t('noData')} loading={isFetching && !currentData} error={error} />
    </section>
  );
}
