import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payee, WithdrawInfo } from '@shared/api/cashier';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { useAppDispatch } from '@/lib/hooks';
import { checkAmount } from '@/lib/money-input';
import { useBalanceQuery } from '@/lib/session-api';
import { toastShown } from '@/lib/ui';
import { useSubmissionKey } from '@/lib/use-submission-key';
import { useWithdrawMutation } from '../api';
import { amountProblemText } from '../amount-text';
import { decimalToMinor } from '../money';
import { hasProblems, type Problems } from '../field-checks';
import { moneyText } from '@/lib/format';
import { payeeLabel } from '../payee-label';
import { needsAlert, serverFieldErrors, type ServerField } from '../server-errors';
import { useText } from '../use-text';
import { ErrorAlert } from '@/components/error-alert';
import { SelectField } from '@/components/select-field';
import { SubmitButton } from '@/components/submit-button';

type Field = 'payeeId' | 'amount' | 'paymentPassword';
const SHOWN: ServerField[] = ['payeeId', 'amount', 'paymentPassword'];

/** The request itself: payee, amount within limits, payment password. Success holds the amount. */
export function WithdrawForm({ info, payees, currency, decimals }: { info: WithdrawInfo; payees: Payee[]; currency: string; decimals: number }) {
  const { t } = useTranslation('cashier');
  const text = useText();
  const dispatch = useAppDispatch();
  const [payeeId, setPayeeId] = useState(String(payees[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [withdraw, { isLoading, error, reset }] = useWithdrawMutation();
  const keys = useSubmissionKey();
  const limits = { min: moneyText(info.minAmount, currency), max: moneyText(info.maxAmount, currency) };
  const turnover = { required: moneyText(info.turnover.required, currency), done: moneyText(info.turnover.done, currency) };
  // What open bonus wagering leaves free of the balance (unknown until the balance has loaded).
  const { data: balance } = useBalanceQuery();
  const withdrawable = balance ? Math.max(0, decimalToMinor(balance.balance) - info.turnover.bonusLocked) : undefined;
  const bonus = withdrawable === undefined ? undefined : { held: moneyText(info.turnover.bonusLocked, currency), withdrawable: moneyText(withdrawable, currency) };

  const edit = (name: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setProblems((x) => ({ ...x, [name]: undefined }));
  };

  const check = (): Problems<Field> => {
    const found: Problems<Field> = {};
    if (!payees.some((p) => String(p.id) === payeeId)) found.payeeId = { key: 'cashier:field.required' };
    const checked = checkAmount(amount, decimals, { min: info.minAmount, max: info.maxAmount });
    if (checked.problem) found.amount = amountProblemText(checked.problem, { ...limits, decimals });
    else if (info.turnover.done < info.turnover.required) found.amount = { key: 'cashier:turnover.notMet', values: turnover };
    else if (info.turnover.bonusLocked > 0 && bonus && withdrawable !== undefined && (checked.minor ?? 0) > withdrawable) found.amount = { key: 'cashier:turnover.bonusHeld', values: bonus };
    if (!password) found.paymentPassword = { key: 'cashier:field.required' };
    return found;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    reset();
    const found = check();
    setProblems(found);
    if (hasProblems(found)) return focusFirstInvalid(form);
    try {
      const idempotencyKey = keys.keyFor(JSON.stringify([payeeId, amount.trim()]));
      const done = await withdraw({ payeeId: Number(payeeId), amount: amount.trim(), paymentPassword: password, ...(currency ? { currency } : {}), idempotencyKey }).unwrap();
      keys.settled();
      setAmount('');
      setPassword('');
      dispatch(toastShown({ key: 'cashier:withdraw.requested', values: { amount: moneyText(done.amount, done.currency) }, tone: 'success' }));
    } catch (failure) {
      const mapped = serverFieldErrors(failure, { limits, turnover, ...(bonus ? { bonus } : {}) });
      setProblems({ payeeId: mapped.payeeId, amount: mapped.amount, paymentPassword: mapped.paymentPassword });
      focusFirstInvalid(form);
    }
  };

  return (
    <form className="form cashier-form" onSubmit={(e) => void submit(e)} noValidate>
      <SelectField label={t('withdraw.payee')} required value={payeeId} onChange={edit('payeeId', setPayeeId)} error={text(problems.payeeId)}>
        <option value="" disabled>
          {t('withdraw.choosePayee')}
        </option>
        {payees.map((payee) => (
          <option key={payee.id} value={payee.id}>
            {payeeLabel(payee)}
          </option>
        ))}
      </SelectField>
      <FormField label={t('amount.label', { currency })} value={amount} onChange={edit('amount', setAmount)} error={text(problems.amount)} inputMode="decimal" autoComplete="off" required />
      <p className="form-hint">{t('amount.hint', limits)}</p>
      <FormField label={t('withdraw.paymentPassword')} type="password" value={password} onChange={edit('paymentPassword', setPassword)} error={text(problems.paymentPassword)} autoComplete="off" required />
      <p className="form-hint">{t('withdraw.holdHint')}</p>
      {needsAlert(error, serverFieldErrors(error), SHOWN) ? <ErrorAlert error={error} /> : null}
      <SubmitButton label={t('withdraw.submit')} busy={isLoading} />
    </form>
  );
}
