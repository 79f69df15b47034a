import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundDirection, VendorWallets } from '@shared/api/wallet';
import { SelectField } from '@/components/select-field';
import { useTransferFundMutation } from '../api';
import { moneyText } from '@/lib/format';
import { useAmountMove } from '../use-amount-move';
import { MoveControls } from './move-controls';

const DIRECTIONS: FundDirection[] = ['IN', 'OUT'];

/** Main ↔ one game wallet: choose the wallet and direction, type the amount. */
export function FundForm({ wallets, decimals }: { wallets: VendorWallets; decimals: number }) {
  const { t } = useTranslation('wallet');
  const [vendorCode, setVendorCode] = useState(wallets.list[0]?.code ?? '');
  const [direction, setDirection] = useState<FundDirection>('IN');
  const [transferFund, { isLoading }] = useTransferFundMutation();
  const move = useAmountMove(decimals, isLoading);
  const money = (minor: number) => moneyText(minor, wallets.currency, decimals);
  const vendor = wallets.list.find((w) => w.code === vendorCode);
  const available = direction === 'IN' ? wallets.mainBalance : (vendor?.balance ?? 0);
  const submit = move.submit({
    max: available,
    availableText: money(available),
    contentOf: (minor) => JSON.stringify([vendorCode, direction, minor]),
    send: async (amount, key) => {
      const result = await transferFund({ vendorCode, direction, amount, key }).unwrap();
      return t('transferFund.done', { amount: money(result.amount), main: money(result.balanceAfter) });
    },
  });

  return (
    <form className="form wallet-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="fund-form-title">
      <h2 id="fund-form-title" className="wallet__subtitle">
        {t('transferFund.form')}
      </h2>
      <SelectField
        label={t('transferFund.vendor')}
        value={vendorCode}
        onChange={(value) => {
          setVendorCode(value);
          move.changed();
        }}
      >
        {wallets.list.map((w) => (
          <option key={w.code} value={w.code}>
            {w.maintenance ? `${w.name} (${t('transferFund.maintenance')})` : w.name}
          </option>
        ))}
      </SelectField>
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
                move.changed();
              }}
            />
            {t(d === 'IN' ? 'transferFund.in' : 'transferFund.out')}
          </label>
        ))}
      </fieldset>
      <MoveControls move={move} available={available} availableText={money(available)} decimals={decimals} submitLabel={t('transferFund.submit')} busy={isLoading} />
    </form>
  );
}
