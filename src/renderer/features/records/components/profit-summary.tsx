import { useTranslation } from 'react-i18next';
import type { Profit } from '@shared/api/records';
import { moneyText, signClass } from '../format';

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
  return (
    <dl className="records-summary" aria-label={t('profit.summary')}>
      {items.map((item) => (
        <div key={item.key} className="records-summary__item">
          <dt>{t(`profit.${item.key}`)}</dt>
          <dd className={item.className} data-testid={`profit-${item.key}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
