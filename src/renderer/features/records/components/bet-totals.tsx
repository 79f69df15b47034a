import { useTranslation } from 'react-i18next';
import type { BetTotals as Totals } from '@shared/api/bets';
import { moneyText, signClass } from '../format';
import { SummaryList } from './summary-list';

/** Stake, win and win/loss over every page of the filtered rounds. */
export function BetTotals({ totals, currency, decimals }: { totals: Totals; currency: string; decimals: number }) {
  const { t } = useTranslation('records');
  const items = [
    { key: 'totalStake', value: moneyText(totals.stake, currency, decimals), className: 'records-money' },
    { key: 'totalWin', value: moneyText(totals.win, currency, decimals), className: 'records-money' },
    { key: 'totalNet', value: moneyText(totals.net, currency, decimals, true), className: signClass(totals.net) },
  ];
  return <SummaryList section="bets" label={t('bets.totals')} items={items} />;
}
