import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/api/promotions';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { moneyText } from '@/lib/format';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useJoinPromotionMutation } from '../api';
import { rateText } from '../rate-text';
import { useAttempt } from '../use-attempt';
import { useDecimals } from '../use-decimals';
import { Refusal } from './refusal';

interface DepositBonusTerms {
  percentBp: number;
  cap: number;
  minDeposit: number;
  multiple: number;
}

/** A deposit bonus: its terms in one line, then join, deposit, or the way to the bonus it issued. */
export function DepositBonusAction({ promotion, terms, currency }: { promotion: Promotion; terms: DepositBonusTerms; currency: string }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [join, { isLoading }] = useJoinPromotionMutation();
  const { code, attempt } = useAttempt();
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const onJoin = async () => {
    if (!loggedIn) {
      dispatch(authPopupOpened('login'));
      return;
    }
    await attempt(() => join(promotion.id).unwrap());
  };
  return (
    <div className="promo-action">
      <p className="promo-action__rates">
        {t('depositBonus.terms', { percent: rateText(terms.percentBp), cap: money(terms.cap), min: money(terms.minDeposit), multiple: terms.multiple })}
      </p>
      {promotion.status === 'join' ? (
        <button type="button" className="button button--primary promo-action__button" onClick={() => void onJoin()} disabled={isLoading}>
          {t('depositBonus.join')}
        </button>
      ) : null}
      {promotion.status === 'joined' ? (
        <p className="promo-card__note">
          {t('depositBonus.joined')} <Link to="/member/depositv2">{t('depositBonus.deposit')}</Link>
        </p>
      ) : null}
      {promotion.status === 'issued' || promotion.status === 'claimed' ? (
        <Link to="/member/bonusDetails" className="button promo-action__button">
          {t('depositBonus.view')}
        </Link>
      ) : null}
      <Refusal code={code} />
    </div>
  );
}
