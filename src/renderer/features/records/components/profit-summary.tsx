import { useTranslation } from 'react-i18next';
import type { Profit } from '@shared/api/records';
import { SummaryList } from '@/components/summary-list';

/** Totals of the periods shown and the lifetime net deposits. */
export function ProfitSummary({ profit, currency, decimals }: { profit: Profit; currency: string; decimals: number }) {
  const { t } = useTranslation('records');
  const items = [
    { key: 'totalBet', minor: profit.total.bet },
    { key: 'totalWin', minor: profit.total.win },
    { key: 'totalProfit', minor: profit.total.profit, signed: true },
    { key: 'lifetimeNetDeposits', minor: profit.lifetimeNetDeposits },
  ];
  return <SummaryList section="profit" label={t('profit.summary')} items={items} currency={currency} decimals={decimals} />;
}
