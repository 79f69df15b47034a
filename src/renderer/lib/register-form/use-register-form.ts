import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName, RegisterSetting } from '@shared/api/system';
import { checkField } from '@shared/patterns';
import { deriveRegisterFields, type FormField, type RegisterMode } from './register-fields';
import { useFieldText } from './use-field-text';

export interface RegisterFormOptions {
  /** Only these fields of the merchant's form (an agent registering a downline asks the credentials). */
  only?: readonly RegisterFieldName[];
  /** Values to start with (the affiliate code of a registration link). */
  initial?: Record<string, string>;
}

/** Values and messages of the registration form, validated on blur and on submit. */
export function useRegisterForm(setting: RegisterSetting, mode: RegisterMode, options: RegisterFormOptions = {}) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldText();
  const { only, initial } = options;
  const fields = deriveRegisterFields(setting, mode).filter((f) => !only || only.includes(f.name));
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial }));
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
  const reset = () => {
    setValues({ ...initial });
    setErrors({});
  };
  return { fields, values, errors, set, blur, validateAll, setError, reset };
}
