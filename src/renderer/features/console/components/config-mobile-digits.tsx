import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import type { ConfigDraft } from '../config-draft';

type Row = ConfigDraft['register']['mobileDigits'][number];

interface MobileDigitsProps {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  problem: (path: string) => string | null;
}

/** How many digits a mobile number has after each dialing code the merchant accepts. */
export function ConfigMobileDigits({ rows, onChange, problem }: MobileDigitsProps) {
  const { t } = useTranslation('consoleContent');
  const set = (index: number, next: Partial<Row>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...next } : row)));
  return (
    <fieldset className="config-group">
      <legend className="config-group__legend">{t('config.register.mobileDigits')}</legend>
      <ol className="config-mirrors__list">
        {rows.map((row, index) => (
          <li key={index} className="config-digits__row">
            {row.saved ? (
              <p className="config-register__name">+{row.code}</p>
            ) : (
              <FormField label={t('config.register.dialingCodeOf', { n: index + 1 })} inputMode="numeric" value={row.code} error={problem(`register.mobileDigits.${index}.code`)} onChange={(code) => set(index, { code })} />
            )}
            <FormField label={t('config.register.minDigits')} inputMode="numeric" value={row.min} error={problem(`register.mobileDigits.${index}.min`)} onChange={(min) => set(index, { min })} />
            <FormField label={t('config.register.maxDigits')} inputMode="numeric" value={row.max} error={problem(`register.mobileDigits.${index}.max`)} onChange={(max) => set(index, { max })} />
            {row.saved ? null : (
              <button type="button" className="button button--danger config-mirrors__remove" onClick={() => onChange(rows.filter((_r, i) => i !== index))}>
                {t('config.mirrors.remove')}
                <span className="visually-hidden"> +{row.code}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="button button--ghost" onClick={() => onChange([...rows, { code: '', min: '9', max: '10', saved: false }])}>
        {t('config.register.addDialingCode')}
      </button>
      <p className="form-hint config-hint">{t('config.register.mobileDigitsHint')}</p>
    </fieldset>
  );
}
