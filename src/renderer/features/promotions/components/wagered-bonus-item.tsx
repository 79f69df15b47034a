import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusStatus, WageredBonus } from '@shared/api/promotions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProgressBar } from '@/components/progress-bar';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { moneyText } from '@/lib/format';
import { useForfeitBonusMutation } from '../api';
import { useAttempt } from '../use-attempt';
import { useDecimals } from '../use-decimals';
import { localDay } from '../when';
import { Refusal } from './refusal';

const TONES: Record<BonusStatus, StatusTone> = { active: 'info', completed: 'success', expired: 'neutral', forfeited: 'danger' };

/** One bonus: amount, wagering progress, expiry, status, what was taken back, and forfeit while active. */
export function WageredBonusItem({ bonus, currency }: { bonus: WageredBonus; currency: string }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const [forfeit, { isLoading }] = useForfeitBonusMutation();
  const [asking, setAsking] = useState(false);
  const { code, attempt } = useAttempt();
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const onConfirm = async () => {
    setAsking(false);
    await attempt(() => forfeit(bonus.id).unwrap());
  };
  return (
    <li className="bonus-item">
      <header className="bonus-item__head">
        <h3 className="bonus-item__title">{bonus.title}</h3>
        <StatusBadge tone={TONES[bonus.status]} label={t(`bonuses.statuses.${bonus.status}`)} />
      </header>
      <p className="bonus-item__figures">
        {t('bonuses.amount', { amount: money(bonus.amount) })} · {t('bonuses.expires', { day: localDay(bonus.expiresAt) })}
      </p>
      <ProgressBar label={t('bonuses.wagering')} value={bonus.progress} max={bonus.requirement} text={`${money(bonus.progress)} / ${money(bonus.requirement)}`} />
      {bonus.takenBack > 0 ? <p className="promo-card__note">{t('bonuses.takenBack', { amount: money(bonus.takenBack) })}</p> : null}
      {bonus.status === 'active' ? (
        <button type="button" className="button button--ghost bonus-item__forfeit" onClick={() => setAsking(true)} disabled={isLoading}>
          {t('bonuses.forfeit')}
        </button>
      ) : null}
      <Refusal code={code} />
      {asking ? <ConfirmDialog title={t('bonuses.forfeitTitle')} message={t('bonuses.forfeitMessage', { title: bonus.title })} onConfirm={() => void onConfirm()} onCancel={() => setAsking(false)} /> : null}
    </li>
  );
}
