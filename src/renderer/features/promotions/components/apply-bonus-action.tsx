import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX, type Promotion } from '@shared/api/promotions';
import { TextAreaField } from '@/components/text-area-field';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { moneyText } from '@/lib/format';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useApplyForBonusMutation } from '../api';
import { useAttempt } from '../use-attempt';
import { useDecimals } from '../use-decimals';

/** An apply-for bonus: the amount and wagering, then the remark form (applying) or the application's status. */
export function ApplyBonusAction({ promotion, amount, multiple, currency }: { promotion: Promotion; amount: number; multiple: number; currency: string }) {
  const { t } = useTranslation(['promotions', 'errors']);
  const decimals = useDecimals();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [apply, { isLoading }] = useApplyForBonusMutation();
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const { code, attempt } = useAttempt();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loggedIn) {
      dispatch(authPopupOpened('login'));
      return;
    }
    setMissing(remark.trim() === '');
    if (remark.trim() !== '') await attempt(() => apply({ id: promotion.id, remark: remark.trim() }).unwrap());
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
      <TextAreaField label={t('applyBonus.remark')} value={remark} onChange={setRemark} maxLength={REMARK_MAX} error={missing ? t('applyBonus.remarkRequired') : code ? t(`errors:${code}`) : null} hint={t('applyBonus.counter', { used: remark.length, max: REMARK_MAX })} />
      <button type="submit" className="button button--primary promo-action__button" disabled={isLoading}>
        {t('applyBonus.apply')}
      </button>
    </form>
  );
}
