import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { SubmitButton } from '@/components/submit-button';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useAddPayeeMutation } from '../api';
import { checkPayee, hasProblems, type PayeeInput, type Problems } from '../field-checks';
import { needsAlert, serverFieldErrors } from '../server-errors';
import { useText } from '../use-text';
import { ErrorAlert } from '@/components/error-alert';

const EMPTY: PayeeInput = { bankName: '', accountNumber: '', holderName: '' };

/** Adds a payee account: bank name, account number (digits and dashes), holder name. */
export function PayeeForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation('cashier');
  const text = useText();
  const dispatch = useAppDispatch();
  const [input, setInput] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems<keyof PayeeInput>>({});
  const [add, { isLoading, error, reset }] = useAddPayeeMutation();
  const set = (name: keyof PayeeInput) => (value: string) => {
    setInput((x) => ({ ...x, [name]: value }));
    setProblems((x) => ({ ...x, [name]: undefined }));
  };
  // Blur only adds a message: removing one would move the submit button under a click in progress.
  const blur = (name: keyof PayeeInput) => () => {
    const found = input[name] ? checkPayee(input)[name] : undefined;
    if (found) setProblems((x) => ({ ...x, [name]: found }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    reset();
    const found = checkPayee(input);
    setProblems(found);
    if (hasProblems(found)) return focusFirstInvalid(form);
    try {
      await add({ bankName: input.bankName.trim(), accountNumber: input.accountNumber.trim(), holderName: input.holderName.trim() }).unwrap();
      setInput(EMPTY);
      dispatch(toastShown({ key: 'cashier:payee.added', tone: 'success' }));
      onAdded?.();
    } catch (failure) {
      const mapped = serverFieldErrors(failure);
      setProblems({ bankName: mapped.bankName, accountNumber: mapped.accountNumber, holderName: mapped.holderName });
    }
  };

  const mapped = serverFieldErrors(error);
  return (
    <form className="form cashier-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="payee-add-title">
      <h3 id="payee-add-title" className="cashier-card__title">
        {t('payee.add')}
      </h3>
      <FormField label={t('payee.bankName')} value={input.bankName} onChange={set('bankName')} onBlur={blur('bankName')} error={text(problems.bankName)} autoComplete="off" maxLength={80} required />
      <FormField
        label={t('payee.accountNumber')}
        value={input.accountNumber}
        onChange={set('accountNumber')}
        onBlur={blur('accountNumber')}
        error={text(problems.accountNumber)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        required
      />
      <p className="form-hint">{t('payee.accountHint')}</p>
      <FormField label={t('payee.holderName')} value={input.holderName} onChange={set('holderName')} onBlur={blur('holderName')} error={text(problems.holderName)} autoComplete="name" maxLength={80} required />
      {needsAlert(error, mapped, ['bankName', 'accountNumber', 'holderName']) ? <ErrorAlert error={error} /> : null}
      <SubmitButton label={t('payee.add')} busy={isLoading} />
    </form>
  );
}
