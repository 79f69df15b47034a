import { useTranslation } from 'react-i18next';
import type { BetTotals as Totals } from '@shared/api/bets';
import { SummaryList } from './summary-list';

/** Stake, win and win/loss over every page of the filtered rounds (member's or team's). */
export function BetTotals({ totals, currency, decimals }: { totals: Totals; currency: string; decimals: number }) {
  const { t } = useTranslation('records');
  const items = [
    { key: 'totalStake', minor: totals.stake },
    { key: 'totalWin', minor: totals.win },
    { key: 'totalNet', minor: totals.net, signed: true },
  ];
  return <SummaryList section="bets" label={t('bets.totals')} items={items} currency={currency} decimals={decimals} />;
}
