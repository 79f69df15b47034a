import { useTranslation } from 'react-i18next';
import type { FormField as RegisterField } from '@/lib/register-form/register-fields';
import type { useRegisterForm } from '@/lib/register-form/use-register-form';
import { FormField } from './form-field';

interface Props {
  field: RegisterField;
  form: ReturnType<typeof useRegisterForm>;
  /** The person typing registers themself: let the browser offer to save the name (not when an agent registers someone). */
  ownAccount?: boolean;
}

/** One text field of the merchant's registration form, labelled and checked as the player's popup does. */
export function RegisterFieldInput({ field, form, ownAccount = false }: Props) {
  const { t } = useTranslation('auth');
  const nameHint = ownAccount && field.name === 'username' ? 'username' : 'off';
  return (
    <FormField
      label={t(`fields.${field.name}`)}
      type={field.input}
      value={form.values[field.name] ?? ''}
      onChange={(v) => form.set(field.name, v)}
      onBlur={() => form.blur(field)}
      error={form.errors[field.name]}
      required={field.required}
      autoComplete={field.input === 'password' ? 'new-password' : nameHint}
      maxLength={field.rule.max ?? 255}
    />
  );
}
