import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { moneyText } from '@/lib/format';
import { useWageredBonusesQuery } from '../api';
import { useDecimals } from '../use-decimals';
import { WageredBonusItem } from './wagered-bonus-item';
import '../promotions.css';

/** Bonuses with a wagering requirement, under what they hold back of the balance and what may be withdrawn. */
export function WageredBonuses() {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const { data, error } = useWageredBonusesQuery();
  if (error) return <EmptyState message={t('bonuses.loadFailed')} failed />;
  if (!data) return null;
  const money = (minor: number) => moneyText(minor, data.currency, decimals);
  return (
    <section className="bonuses" aria-labelledby="wagered-bonuses-title">
      <h2 id="wagered-bonuses-title" className="bonuses__title">
        {t('bonuses.title')}
      </h2>
      <dl className="bonuses__summary">
        <div>
          <dt>{t('bonuses.locked')}</dt>
          <dd data-testid="bonuses-locked">{money(data.locked)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.withdrawable')}</dt>
          <dd data-testid="bonuses-withdrawable">{money(data.withdrawable)}</dd>
        </div>
      </dl>
      {data.list.length === 0 ? (
        <EmptyState message={t('bonuses.empty')} />
      ) : (
        <ul className="bonuses__list">
          {data.list.map((bonus) => (
            <WageredBonusItem key={bonus.id} bonus={bonus} currency={data.currency} />
          ))}
        </ul>
      )}
    </section>
  );
}
