import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/api/promotions';
import { Icon } from '@/components/icons';
import { formatMoney, moneyText } from '@/lib/format';
import { useDecimals } from '../use-decimals';
import { dayStates, signInProgress, type SignInProgress } from '../sign-in-progress';
import { useClaim } from '../use-claim';
import { ClaimNews } from './claim-news';

function SignInCalendar({ rewards, progress, decimals }: { rewards: readonly number[]; progress: SignInProgress | null; decimals: number }) {
  const { t } = useTranslation('promotions');
  const states = dayStates(rewards.length, progress);
  return (
    <ol className="sign-in-calendar" aria-label={t('signIn.calendar')}>
      {rewards.map((reward, i) => {
        const state = states[i] ?? 'upcoming';
        const ticked = state === 'done' || (state === 'today' && progress?.signedToday === true);
        return (
          <li key={i} className={`sign-in-calendar__day is-${state}${ticked ? ' is-ticked' : ''}`}>
            <span className="sign-in-calendar__label">{t('signIn.day', { day: i + 1 })}</span>
            <span className="sign-in-calendar__amount">{formatMoney(reward, 'en-US', decimals)}</span>
            <span className="sign-in-calendar__mark" aria-hidden="true">
              {ticked ? <Icon name="check" size={14} /> : null}
            </span>
            <span className="visually-hidden">{`, ${t(`signIn.${state}`)}`}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The sign-in calendar: the streak so far, today's reward and the button (visitors: the login popup). */
export function SignInAction({ promotion, rewards, currency }: { promotion: Promotion; rewards: readonly number[]; currency: string }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const { run, busy, outcome } = useClaim(promotion.id, 'sign-in');
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const paid = outcome && 'paid' in outcome ? outcome.paid.amount : null;
  const progress = signInProgress(promotion, rewards, paid);
  const signed = promotion.status === 'signed';
  return (
    <div className="promo-action">
      <SignInCalendar rewards={rewards} progress={progress} decimals={decimals} />
      {promotion.status === 'claim' && promotion.claimable !== null ? <p className="promo-action__figure">{t('signIn.todayReward', { amount: money(promotion.claimable) })}</p> : null}
      {signed ? (
        <p className="promo-action__done">
          <Icon name="check" size={16} /> {t('signIn.signedToday')}
        </p>
      ) : (
        <button type="button" className="button button--primary promo-action__button" onClick={() => void run()} disabled={busy}>
          {t('signIn.button')}
        </button>
      )}
      <ClaimNews outcome={outcome} paidText={(result) => t('signIn.paid', { amount: money(result.amount) })} />
    </div>
  );
}
