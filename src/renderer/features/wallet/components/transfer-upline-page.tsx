import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import { isApiError } from '@/lib/envelope';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { checkAmount } from '@/lib/money-input';
import { useTransferUplineMutation, useVendorWalletsQuery } from '../api';
import { amountInputText, amountProblemText, callProblem, moneyText } from '../money';
import { useDecimals } from '../use-currency';
import { useSubmissionKey } from '../use-submission-key';
import { AmountField } from './amount-field';
import { CallAlert, DoneStatus } from './call-alert';
import '../wallet.css';

/** `transferUpline`: main wallet → the upline agent's main wallet. */
export default function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const decimals = useDecimals();
  const { data, error: loadError } = useVendorWalletsQuery();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [alert, setAlert] = useState<ErrorCode | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [transferUpline, { isLoading }] = useTransferUplineMutation();
  const keys = useSubmissionKey();
  const currency = data?.currency ?? '';
  const available = data?.mainBalance ?? 0;
  const money = (minor: number) => moneyText(minor, currency, decimals);

  const changed = (value: string) => {
    setAmount(value);
    setAmountError(null);
    setAlert(undefined);
    setDone(null);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    changed(amount);
    // No balance check here: the server says no_upline first, which is the news an account without an upline needs.
    const check = checkAmount(amount, decimals);
    if (check.problem || check.minor === undefined) {
      setAmountError(amountProblemText(t, check.problem ?? 'format', decimals, money(available)));
      focusFirstInvalid(form);
      return;
    }
    try {
      const result = await transferUpline({ amount: check.minor, key: keys.keyFor(String(check.minor)) }).unwrap();
      keys.settled();
      setAmount('');
      setDone(t('upline.done', { amount: money(result.amount), main: money(result.balanceAfter) }));
    } catch (error) {
      const problem = callProblem(t, error);
      setAmountError(problem.amount ?? null);
      setAlert(problem.alert);
      focusFirstInvalid(form);
    }
  };

  return (
    <section className="wallet" aria-labelledby="upline-title">
      <h1 id="upline-title" className="wallet__title">
        {t('upline.title')}
      </h1>
      <p className="wallet__intro">{t('upline.intro')}</p>
      {loadError ? <CallAlert code={isApiError(loadError) ? loadError.code : 'unknown_error'} /> : null}
      <div className="wallet__panel wallet__panel--narrow">
        <dl className="wallet-main">
          <dt className="wallet-main__label">{t('upline.available')}</dt>
          <dd className="wallet-main__amount" data-testid="upline-available">
            {data ? money(available) : '—'}
          </dd>
        </dl>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('upline.title')}>
          <AmountField value={amount} onChange={changed} error={amountError} availableText={money(available)} onMax={() => changed(amountInputText(available, decimals))} />
          <CallAlert code={alert} />
          <DoneStatus text={done} />
          <div className="form-actions form-actions--block">
            <button type="submit" className="button button--primary" disabled={isLoading || !data}>
              {t('upline.submit')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
