import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/api/promotions';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { isApiError } from '@/lib/envelope';
import { moneyText } from '@/lib/format';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useJoinMutation } from '../api';
import { rateText } from '../rate-text';
import { useDecimals } from '../use-decimals';

interface DepositBonusTerms {
  percentBp: number;
  cap: number;
  minDeposit: number;
  multiple: number;
}

/** A deposit bonus: its terms in one line, then join, deposit, or the way to the bonus it issued. */
export function DepositBonusAction({ promotion, terms, currency }: { promotion: Promotion; terms: DepositBonusTerms; currency: string }) {
  const { t } = useTranslation(['promotions', 'errors']);
  const decimals = useDecimals();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [join, { isLoading }] = useJoinMutation();
  const [code, setCode] = useState<string | null>(null);
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const onJoin = async () => {
    if (!loggedIn) {
      dispatch(authPopupOpened('login'));
      return;
    }
    setCode(null);
    try {
      await join(promotion.id).unwrap();
    } catch (error) {
      setCode(isApiError(error) ? error.code : 'unknown_error');
    }
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
      {code ? (
        <p className="form-alert" role="alert">
          {t(`errors:${code}`)}
        </p>
      ) : null}
    </div>
  );
}
