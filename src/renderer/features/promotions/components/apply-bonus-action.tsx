import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX, type Promotion } from '@shared/api/promotions';
import { TextAreaField } from '@/components/text-area-field';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { isApiError } from '@/lib/envelope';
import { moneyText } from '@/lib/format';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useApplyMutation } from '../api';
import { useDecimals } from '../use-decimals';

/** An apply-for bonus: the amount and wagering, then the remark form (applying) or the application's status. */
export function ApplyBonusAction({ promotion, amount, multiple, currency }: { promotion: Promotion; amount: number; multiple: number; currency: string }) {
  const { t } = useTranslation(['promotions', 'errors']);
  const decimals = useDecimals();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [apply, { isLoading }] = useApplyMutation();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loggedIn) {
      dispatch(authPopupOpened('login'));
      return;
    }
    if (remark.trim() === '') {
      setError(t('applyBonus.remarkRequired'));
      return;
    }
    setError(null);
    try {
      await apply({ id: promotion.id, remark: remark.trim() }).unwrap();
    } catch (caught) {
      setError(t(`errors:${isApiError(caught) ? caught.code : 'unknown_error'}`));
    }
  };
  const terms = <p className="promo-action__rates">{t('applyBonus.terms', { amount: moneyText(amount, currency, decimals), multiple })}</p>;
  if (promotion.status !== 'applying' && promotion.status !== 'join') {
    return (
      <div className="promo-action">
        {terms}
        <p className="promo-card__note">{t(`applyBonus.state.${promotion.status === 'issued' || promotion.status === 'rejected' ? promotion.status : 'pending'}`)}</p>
      </div>
    );
  }
  return (
    <form className="promo-action" onSubmit={(event) => void onSubmit(event)} noValidate>
      {terms}
      <TextAreaField label={t('applyBonus.remark')} value={remark} onChange={setRemark} maxLength={REMARK_MAX} error={error} hint={t('applyBonus.counter', { used: remark.length, max: REMARK_MAX })} />
      <button type="submit" className="button button--primary promo-action__button" disabled={isLoading}>
        {t('applyBonus.apply')}
      </button>
    </form>
  );
}
