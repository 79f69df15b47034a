import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { SubmitButton } from '@/components/submit-button';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useSetPaymentPasswordMutation } from '../api';
import { checkPaymentPassword, hasProblems, type Problems } from '../field-checks';
import { PAYMENT_PASSWORD } from '../limits';
import { needsAlert, serverFieldErrors } from '../server-errors';
import { useText } from '../use-text';
import { ErrorAlert } from '@/components/error-alert';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Sets the payment password, or changes it with the current one. */
export function PaymentPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('cashier');
  const text = useText();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [save, { isLoading, error, reset }] = useSetPaymentPasswordMutation();
  const set = (name: Field) => (value: string) => {
    setValues((x) => ({ ...x, [name]: value }));
    setProblems((x) => ({ ...x, [name]: undefined }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    reset();
    const found = checkPaymentPassword({ hasPassword, ...values });
    setProblems(found);
    if (hasProblems(found)) return focusFirstInvalid(form);
    try {
      await save({ ...(hasPassword ? { oldPassword: values.oldPassword } : {}), newPassword: values.newPassword }).unwrap();
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      dispatch(toastShown({ key: 'cashier:password.saved', tone: 'success' }));
    } catch (failure) {
      const mapped = serverFieldErrors(failure);
      setProblems({ oldPassword: mapped.oldPassword, newPassword: mapped.newPassword });
      focusFirstInvalid(form);
    }
  };

  const title = t(hasPassword ? 'password.changeTitle' : 'password.setTitle');
  return (
    <form className="form cashier-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="payment-password-title">
      <h3 id="payment-password-title" className="cashier-card__title">
        {title}
      </h3>
      <p className="form-hint">{t(hasPassword ? 'password.isSet' : 'password.notSet')}</p>
      {hasPassword ? (
        <FormField label={t('password.old')} type="password" value={values.oldPassword} onChange={set('oldPassword')} error={text(problems.oldPassword)} autoComplete="off" required />
      ) : null}
      <FormField label={t('password.new')} type="password" value={values.newPassword} onChange={set('newPassword')} error={text(problems.newPassword)} autoComplete="new-password" maxLength={PAYMENT_PASSWORD.max} required />
      <p className="form-hint">{t('password.hint', PAYMENT_PASSWORD)}</p>
      <FormField label={t('password.confirm')} type="password" value={values.confirmPassword} onChange={set('confirmPassword')} error={text(problems.confirmPassword)} autoComplete="new-password" maxLength={PAYMENT_PASSWORD.max} required />
      {needsAlert(error, serverFieldErrors(error), ['oldPassword', 'newPassword']) ? <ErrorAlert error={error} /> : null}
      <SubmitButton label={t('password.save')} busy={isLoading} />
    </form>
  );
}
