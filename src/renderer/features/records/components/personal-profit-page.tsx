import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_TYPES, type PeriodType } from '@shared/api/record-kinds';
import { Tabs } from '@/components/tabs';
import { TimeCell } from './time-cell';
import { useProfitQuery } from '../api';
import { moneyText, signClass } from '../format';
import { useCurrency } from '../use-currency';
import { PageHeading } from './page-heading';
import { ProfitSummary } from './profit-summary';
import { RecordsTable } from './records-table';
import '../records.css';

/** `personalProfit`: bet, win and profit per period (daily, weekly, half-monthly, monthly). */
export default function PersonalProfitPage() {
  const { t } = useTranslation('records');
  const currency = useCurrency();
  const [periodType, setPeriodType] = useState<PeriodType>('daily');
  const { currentData, error, isFetching } = useProfitQuery(periodType);
  const money = (minor: number) => moneyText(minor, currency.code, currency.decimals);
  // Newest period first, like every other record list.
  const periods = [...(currentData?.periods ?? [])].reverse();
  const headers = ['periodStart', 'periodEnd', 'bet', 'win', 'profit'].map((c) => t(`columns.${c}`));
  return (
    <section className="records" aria-labelledby="personalProfit-title">
      <PageHeading page="personalProfit" />
      <Tabs label={t('profit.periodType')} items={PERIOD_TYPES.map((key) => ({ key, label: t(`profit.periodTypes.${key}`) }))} value={periodType} onChange={setPeriodType} />
      {currentData ? <ProfitSummary profit={currentData} currency={currency.code} decimals={currency.decimals} /> : null}
      <RecordsTable label={t('profit.periods')} headers={headers} rowCount={periods.length} loading={isFetching && !currentData} error={error}>
        {periods.map((period) => (
          <tr key={period.start}>
            <TimeCell iso={period.start} />
            <TimeCell iso={period.end} />
            <td className="records-money">{money(period.bet)}</td>
            <td className="records-money">{money(period.win)}</td>
            <td className={signClass(period.profit)}>{moneyText(period.profit, currency.code, currency.decimals, true)}</td>
          </tr>
        ))}
      </RecordsTable>
    </section>
  );
}
