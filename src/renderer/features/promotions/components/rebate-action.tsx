import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion, RebateRates } from '@shared/api/promotions';
import { GAME_TYPES } from '@shared/constants';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { moneyText } from '@/lib/format';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useDecimals } from '../use-decimals';
import { rateText } from '../rate-text';

/** The rebate programme's rates, what the member has earned so far, and the way to the rebate page. */
export function RebateAction({ promotion, rates, minClaim, currency }: { promotion: Promotion; rates: RebateRates; minClaim: number; currency: string }) {
  const { t } = useTranslation(['promotions', 'games']);
  const decimals = useDecimals();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const listed = GAME_TYPES.flatMap((type) => {
    const bp = rates[type] ?? 0;
    return bp > 0 ? [`${t(`games:categories.${type}`)} ${rateText(bp)}`] : [];
  });
  return (
    <div className="promo-action">
      <p className="promo-action__rates">{t('rebate.rates', { rates: listed.join(' · ') })}</p>
      {promotion.claimable !== null ? <p className="promo-action__figure">{t('rebate.accrued', { amount: money(promotion.claimable) })}</p> : null}
      {promotion.status === 'inProcess' || !loggedIn ? <p className="promo-card__note">{t('rebate.minimum', { amount: money(minClaim) })}</p> : null}
      {loggedIn ? (
        <Link to="/member/manualRebate" className="button button--primary promo-action__button">
          {t('rebate.view')}
        </Link>
      ) : (
        <button type="button" className="button button--primary promo-action__button" onClick={() => dispatch(authPopupOpened('login'))}>
          {t('rebate.view')}
        </button>
      )}
    </div>
  );
}
