import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import type { FundDirection, VendorWallets } from '@shared/api/wallet';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { checkAmount } from '@/lib/money-input';
import { useTransferFundMutation } from '../api';
import { amountInputText, amountProblemText, callProblem, moneyText } from '../money';
import { useSubmissionKey } from '../use-submission-key';
import { AmountField } from './amount-field';
import { CallAlert, DoneStatus } from './call-alert';

const DIRECTIONS: FundDirection[] = ['IN', 'OUT'];

/** Main ↔ one game wallet: choose the wallet and direction, type the amount. */
export function FundForm({ wallets, decimals }: { wallets: VendorWallets; decimals: number }) {
  const { t } = useTranslation('wallet');
  const [vendorCode, setVendorCode] = useState(wallets.list[0]?.code ?? '');
  const [direction, setDirection] = useState<FundDirection>('IN');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [alert, setAlert] = useState<ErrorCode | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [transferFund, { isLoading }] = useTransferFundMutation();
  const keys = useSubmissionKey();
  const money = (minor: number) => moneyText(minor, wallets.currency, decimals);
  const vendor = wallets.list.find((w) => w.code === vendorCode);
  const available = direction === 'IN' ? wallets.mainBalance : (vendor?.balance ?? 0);

  const changed = () => {
    setAmountError(null);
    setAlert(undefined);
    setDone(null);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isLoading) return;
    changed();
    const check = checkAmount(amount, decimals, { max: available });
    if (check.problem || check.minor === undefined) {
      setAmountError(amountProblemText(t, check.problem ?? 'format', decimals, money(available)));
      focusFirstInvalid(form);
      return;
    }
    const key = keys.keyFor(JSON.stringify([vendorCode, direction, check.minor]));
    try {
      const result = await transferFund({ vendorCode, direction, amount: check.minor, key }).unwrap();
      keys.settled();
      setAmount('');
      setDone(t('transferFund.done', { amount: money(result.amount), main: money(result.balanceAfter) }));
    } catch (error) {
      const problem = callProblem(t, error);
      setAmountError(problem.amount ?? null);
      setAlert(problem.alert);
      focusFirstInvalid(form);
    }
  };

  return (
    <form className="form wallet-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="fund-form-title">
      <h2 id="fund-form-title" className="wallet__subtitle">
        {t('transferFund.form')}
      </h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor="fund-vendor">
          {t('transferFund.vendor')}
        </label>
        <select
          id="fund-vendor"
          className="wallet-select"
          value={vendorCode}
          onChange={(e) => {
            setVendorCode(e.target.value);
            changed();
          }}
        >
          {wallets.list.map((w) => (
            <option key={w.code} value={w.code}>
              {w.maintenance ? `${w.name} (${t('transferFund.maintenance')})` : w.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="wallet-directions">
        <legend className="form-field__label">{t('transferFund.direction')}</legend>
        {DIRECTIONS.map((d) => (
          <label key={d} className={`wallet-direction${direction === d ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="direction"
              value={d}
              checked={direction === d}
              onChange={() => {
                setDirection(d);
                changed();
              }}
            />
            {t(d === 'IN' ? 'transferFund.in' : 'transferFund.out')}
          </label>
        ))}
      </fieldset>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          changed();
        }}
        error={amountError}
        availableText={money(available)}
        onMax={() => {
          setAmount(amountInputText(available, decimals));
          changed();
        }}
      />
      <CallAlert code={alert} />
      <DoneStatus text={done} />
      <div className="form-actions form-actions--block">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('transferFund.submit')}
        </button>
      </div>
    </form>
  );
}
