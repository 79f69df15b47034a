import { useTranslation } from 'react-i18next';
import type { Profit } from '@shared/api/records';
import { moneyText, signClass } from '../format';
import { SummaryList } from './summary-list';

/** Totals of the periods shown and the lifetime net deposits. */
export function ProfitSummary({ profit, currency, decimals }: { profit: Profit; currency: string; decimals: number }) {
  const { t } = useTranslation('records');
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const items = [
    { key: 'totalBet', value: money(profit.total.bet), className: 'records-money' },
    { key: 'totalWin', value: money(profit.total.win), className: 'records-money' },
    { key: 'totalProfit', value: moneyText(profit.total.profit, currency, decimals, true), className: signClass(profit.total.profit) },
    { key: 'lifetimeNetDeposits', value: money(profit.lifetimeNetDeposits), className: 'records-money' },
  ];
  return <SummaryList section="profit" label={t('profit.summary')} items={items} />;
}
