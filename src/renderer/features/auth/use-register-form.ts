import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSetting } from '@shared/api/system';
import { checkField } from '@shared/patterns';
import { deriveRegisterFields, type FormField, type RegisterMode } from './register-fields';
import { useFieldText } from './use-field-text';

/** Values and messages of the registration form, validated on blur and on submit. */
export function useRegisterForm(setting: RegisterSetting, mode: RegisterMode) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldText();
  const fields = deriveRegisterFields(setting, mode);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  const problemOf = (field: FormField, all: Record<string, string>): string | null => {
    const value = (all[field.name] ?? '').trim();
    if (field.name === 'confirmPassword') {
      if (!all.confirmPassword) return t('field.required');
      return all.confirmPassword === all.password ? null : t('errors.confirmMismatch');
    }
    const raw = field.input === 'password' ? (all[field.name] ?? '') : value;
    return fieldText(checkField(raw, field.rule, field.required));
  };

  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const blur = (field: FormField) => setErrors((e) => ({ ...e, [field.name]: problemOf(field, values) }));
  const validateAll = (): boolean => {
    // The mobile number has its own widget and check (dialing code, digit count).
    const found = Object.fromEntries(fields.filter((f) => f.name !== 'mobileNum').map((f) => [f.name, problemOf(f, values)]));
    setErrors((e) => ({ ...e, ...found }));
    return Object.values(found).every((x) => x === null);
  };
  const setError = (name: string, text: string | null) => setErrors((e) => ({ ...e, [name]: text }));
  return { fields, values, errors, set, blur, validateAll, setError };
}
