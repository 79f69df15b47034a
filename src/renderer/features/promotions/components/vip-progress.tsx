import { useTranslation } from 'react-i18next';
import type { VipView } from '@shared/api/promotions';
import { ProgressBar } from '@/components/progress-bar';
import { moneyText } from '@/lib/format';
import { useDecimals } from '../use-decimals';

/** Where the member stands: the level now, and bets and deposits over the window toward the next one. */
export function VipProgress({ view }: { view: VipView }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const money = (minor: number) => moneyText(minor, view.currency, decimals);
  const next = view.next ? view.levels.find((level) => level.level === view.next?.level) : undefined;
  return (
    <section className="vip-progress" aria-labelledby="vip-progress-title">
      <h2 id="vip-progress-title" className="bonuses__title">
        {t('vip.current', { name: view.name })}
      </h2>
      <p className="promo-card__note">{t('vip.window', { days: view.windowDays })}</p>
      {next ? (
        <>
          <p>{t('vip.next', { name: next.label })}</p>
          <ProgressBar label={t('vip.bets')} value={view.bets} max={next.minBets} text={`${money(view.bets)} / ${money(next.minBets)}`} />
          <ProgressBar label={t('vip.deposits')} value={view.deposits} max={next.minDeposits} text={`${money(view.deposits)} / ${money(next.minDeposits)}`} />
        </>
      ) : (
        <p>{t('vip.top')}</p>
      )}
    </section>
  );
}
