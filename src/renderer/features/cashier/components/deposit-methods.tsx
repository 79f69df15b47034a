import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@shared/api/cashier';
import { rangeText } from '../money';

/** The merchant's deposit methods as radio cards; the DEMO gateway carries a visible DEMO label. */
export function DepositMethods({ methods, value, onChange, currency }: { methods: DepositMethod[]; value: string; onChange: (code: string) => void; currency: string }) {
  const { t } = useTranslation('cashier');
  return (
    <fieldset className="cashier-methods">
      <legend className="form-field__label">{t('deposit.method')}</legend>
      {methods.map((method) => (
        <label key={method.code} className={`cashier-method${method.code === value ? ' is-selected' : ''}`}>
          <input type="radio" name="deposit-method" value={method.code} checked={method.code === value} onChange={() => onChange(method.code)} />
          <span className="cashier-method__body">
            <span className="cashier-method__title">
              {t(`deposit.kinds.${method.kind}`)}
              {method.demo ? <span className="cashier-demo">{t('deposit.demo')}</span> : null}
            </span>
            <span className="cashier-method__name">{method.name}</span>
            <span className="cashier-method__limits">{t('deposit.limits', { range: rangeText(method.minAmount, method.maxAmount, currency) })}</span>
            {method.demo ? <span className="cashier-method__note">{t('deposit.demoNote')}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
