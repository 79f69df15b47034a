import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import type { SectionProps } from './config-fields';

/** Withdrawal limits (major units of the merchant's currency), turnover, confirmation time and the second-approval amount. */
export function ConfigCashier({ value, onChange, problem, currency }: SectionProps<'cashier'> & { currency: string }) {
  const { t } = useTranslation('consoleContent');
  const field = (key: keyof typeof value, extra: { inputMode: 'decimal' | 'numeric'; label: string; hint?: string }) => (
    <div>
      <FormField label={extra.label} inputMode={extra.inputMode} value={value[key]} error={problem(`cashier.${key}`)} onChange={(text) => onChange({ ...value, [key]: text })} />
      {extra.hint ? <p className="form-hint config-hint">{extra.hint}</p> : null}
    </div>
  );
  return (
    <div className="config-grid">
      {field('withdrawMinAmount', { inputMode: 'decimal', label: t('config.cashier.withdrawMinAmount', { currency }) })}
      {field('withdrawMaxAmount', { inputMode: 'decimal', label: t('config.cashier.withdrawMaxAmount', { currency }) })}
      {field('turnoverMultiplier', { inputMode: 'numeric', label: t('config.cashier.turnoverMultiplier'), hint: t('config.cashier.turnoverHint') })}
      {field('confirmMinutes', { inputMode: 'numeric', label: t('config.cashier.confirmMinutes'), hint: t('config.cashier.confirmHint') })}
      {field('secondApprovalFrom', { inputMode: 'decimal', label: t('config.cashier.secondApprovalFrom', { currency }), hint: t('config.cashier.secondApprovalHint') })}
    </div>
  );
}
