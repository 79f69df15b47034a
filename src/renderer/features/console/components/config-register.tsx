import { useTranslation } from 'react-i18next';
import { PATTERN_KEYS } from '@shared/patterns';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import type { RegisterFieldDraft } from '../config-draft';
import { CheckField, type SectionProps } from './config-fields';
import { ConfigMobileDigits } from './config-mobile-digits';

const VERIFICATIONS = ['NONE', 'SMS', 'EMAIL'] as const;

/** Registration rules, then each sign-up field: shown, required, the pattern it must match and its length. */
export function ConfigRegister({ value, onChange, problem }: SectionProps<'register'>) {
  const { t } = useTranslation('consoleContent');
  const setField = (index: number, next: Partial<RegisterFieldDraft>) => onChange({ ...value, fields: value.fields.map((f, i) => (i === index ? { ...f, ...next } : f)) });
  return (
    <div className="config-stack">
      <div className="config-grid">
        <FormField label={t('config.register.minimumAge')} inputMode="numeric" value={value.minimumAge} error={problem('register.minimumAge')} onChange={(minimumAge) => onChange({ ...value, minimumAge })} />
        <FormField label={t('config.register.countryDialingCode')} value={value.countryDialingCode} error={problem('register.countryDialingCode')} onChange={(countryDialingCode) => onChange({ ...value, countryDialingCode })} />
        <SelectField label={t('config.register.newAddressVerification')} value={value.newAddressVerification} onChange={(next) => onChange({ ...value, newAddressVerification: VERIFICATIONS.find((v) => v === next) ?? 'NONE' })}>
          {VERIFICATIONS.map((v) => (
            <option key={v} value={v}>
              {t(`config.register.verification.${v}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckField label={t('config.register.smsVerification')} checked={value.smsVerification} onChange={(smsVerification) => onChange({ ...value, smsVerification })} />
      <ConfigMobileDigits rows={value.mobileDigits} onChange={(mobileDigits) => onChange({ ...value, mobileDigits })} problem={problem} />
      <fieldset className="config-group">
        <legend className="config-group__legend">{t('config.register.fields')}</legend>
        <ul className="config-register__list">
          {value.fields.map((field, index) => (
            <li key={field.name} className="config-register__row">
              <p className="config-register__name">{t(`config.register.field.${field.name}`, { defaultValue: field.name })}</p>
              <CheckField label={t('config.register.shown')} checked={field.enabled} onChange={(enabled) => setField(index, { enabled })} />
              <CheckField label={t('config.register.required')} checked={field.required} onChange={(required) => setField(index, { required })} />
              <SelectField label={t('config.register.pattern')} value={field.acceptedPattern} error={problem(`register.fields.${index}.acceptedPattern`)} onChange={(acceptedPattern) => setField(index, { acceptedPattern })}>
                <option value="*">{t('config.register.anyPattern')}</option>
                {PATTERN_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {key}
                  </option>
                ))}
              </SelectField>
              <FormField label={t('config.register.min')} inputMode="numeric" value={field.min} error={problem(`register.fields.${index}.min`)} onChange={(min) => setField(index, { min })} />
              <FormField label={t('config.register.max')} inputMode="numeric" value={field.max} error={problem(`register.fields.${index}.max`)} onChange={(max) => setField(index, { max })} />
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
