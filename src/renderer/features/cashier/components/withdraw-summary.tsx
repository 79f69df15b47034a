import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@shared/api/cashier';
import { moneyText } from '@/lib/format';
import { rangeText } from '../money';

/**
 * Limits per request and the turnover rule (required vs done) before the player fills anything in,
 * and what bonus wagering holds back of the balance.
 */
export function WithdrawSummary({ info, currency }: { info: WithdrawInfo; currency: string }) {
  const { t } = useTranslation('cashier');
  const { required, done, bonusLocked } = info.turnover;
  const met = done >= required;
  return (
    <>
      <dl className="cashier-summary">
        <div>
          <dt>{t('withdraw.perRequest')}</dt>
          <dd>{rangeText(info.minAmount, info.maxAmount, currency)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnover')}</dt>
          <dd className={met ? undefined : 'cashier-summary__warn'}>
            {required > 0 ? t('withdraw.turnoverDone', { done: moneyText(done, currency), required: moneyText(required, currency) }) : t('withdraw.turnoverNone')}
          </dd>
        </div>
      </dl>
      {bonusLocked > 0 ? (
        <p className="form-alert form-alert--info" data-testid="bonus-locked-note">
          {t('withdraw.bonusLocked', { amount: moneyText(bonusLocked, currency) })} <Link to="/member/bonusDetails">{t('withdraw.bonusDetails')}</Link>
        </p>
      ) : null}
    </>
  );
}
