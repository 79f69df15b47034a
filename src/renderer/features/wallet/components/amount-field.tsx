import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

/** The amount input of a money form with its Max button and the available amount under it. */
export function AmountField({ value, onChange, error, availableText, onMax }: { value: string; onChange: (value: string) => void; error: string | null; availableText: string; onMax: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-amount">
      <FormField
        label={t('amount.label')}
        value={value}
        onChange={onChange}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        required
        addon={
          <button type="button" className="button button--ghost" onClick={onMax}>
            {t('amount.maxButton')}
          </button>
        }
      />
      <p className="form-hint wallet-amount__hint">{t('amount.hint', { amount: availableText })}</p>
    </div>
  );
}
