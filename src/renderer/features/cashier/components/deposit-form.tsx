import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, DepositMethod } from '@shared/api/cashier';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { SubmitButton } from '@/components/submit-button';
import { checkAmount } from '@/lib/money-input';
import { useCreateDepositMutation } from '../api';
import { amountProblemText } from '../amount-text';
import type { TextPart } from '../field-checks';
import { moneyText } from '@/lib/format';
import { needsAlert, serverFieldErrors } from '../server-errors';
import { useText } from '../use-text';
import { ErrorAlert } from '@/components/error-alert';

/**
 * A payment window opened inside the click keeps the browser's popup blocker quiet; it is sent to
 * the gateway once the order exists (or closed when the order is refused). No opener is kept.
 */
function openBlankWindow(): Window | null {
  const win = window.open('about:blank', '_blank');
  if (win) win.opener = null;
  return win;
}

export function DepositForm({ method, currency, decimals, onCreated }: { method: DepositMethod; currency: string; decimals: number; onCreated: (order: Deposit, popupBlocked: boolean) => void }) {
  const { t } = useTranslation('cashier');
  const text = useText();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<TextPart | undefined>();
  const [create, { isLoading, error, reset }] = useCreateDepositMutation();
  const limits = { min: moneyText(method.minAmount, currency), max: moneyText(method.maxAmount, currency) };

  const check = () => {
    const found = checkAmount(amount, decimals, { min: method.minAmount, max: method.maxAmount }).problem;
    return found ? amountProblemText(found, { ...limits, decimals }) : undefined;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    reset();
    const found = check();
    setProblem(found);
    if (found) return focusFirstInvalid(form);
    const win = method.kind === 'DEMO_GATEWAY' ? openBlankWindow() : null;
    try {
      const order = await create({ methodCode: method.code, amount: amount.trim(), ...(currency ? { currency } : {}) }).unwrap();
      if (win && order.paymentUrl) win.location.replace(order.paymentUrl);
      else win?.close();
      setAmount('');
      onCreated(order, method.kind === 'DEMO_GATEWAY' && !win);
    } catch (failure) {
      win?.close();
      const mapped = serverFieldErrors(failure, { limits }).amount;
      if (mapped) {
        setProblem(mapped);
        focusFirstInvalid(form);
      }
    }
  };

  const serverAmount = serverFieldErrors(error, { limits });
  return (
    <form className="form cashier-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormField
        label={t('amount.label', { currency })}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblem(undefined);
        }}
        onBlur={() => {
          // Only adds a message: removing one here would move the button under a click in progress.
          const found = amount ? check() : undefined;
          if (found) setProblem(found);
        }}
        error={text(problem)}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <p className="form-hint">{t('amount.hint', limits)}</p>
      {needsAlert(error, serverAmount, ['amount']) ? <ErrorAlert error={error} /> : null}
      <SubmitButton label={t(method.kind === 'DEMO_GATEWAY' ? 'deposit.submitGateway' : 'deposit.submitBank')} busy={isLoading} />
    </form>
  );
}
