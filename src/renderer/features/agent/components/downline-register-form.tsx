import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterKind } from '@shared/api/agent';
import type { RegisterSetting } from '@shared/api/system';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { RegisterFieldInput } from '@/components/register-field-input';
import { SubmitButton } from '@/components/submit-button';
import { isApiError } from '@/lib/envelope';
import { useServerFieldTexts } from '@/lib/register-form/use-field-text';
import { useRegisterForm } from '@/lib/register-form/use-register-form';
import { useAgentRegisterMutation } from '../register-api';

const CREDENTIALS = ['username', 'password', 'confirmPassword'] as const;
const NICKNAME_MAX = 50;
const FIELD_CODES = new Set(['validation_failed', 'account_exists']);

interface Props {
  setting: RegisterSetting;
  mayMembers: boolean;
  mayAgents: boolean;
}

/** The credentials of the merchant's registration form (same rules, same messages), a nickname and, when allowed, the kind. */
export function DownlineRegisterForm({ setting, mayMembers, mayAgents }: Props) {
  const { t } = useTranslation('agent');
  const form = useRegisterForm(setting, 'username', { only: CREDENTIALS });
  const serverFieldTexts = useServerFieldTexts();
  const [nickname, setNickname] = useState('');
  const [kind, setKind] = useState<RegisterKind>(mayMembers ? 'member' : 'agent');
  const [done, setDone] = useState<{ account: string; kind: RegisterKind } | null>(null);
  const [register, { isLoading, error, reset }] = useAgentRegisterMutation();
  // Field problems show under their fields; anything else (function_not_enabled, too_many_requests) above the button.
  const alertCode = !error ? null : !isApiError(error) ? 'unknown_error' : FIELD_CODES.has(error.code) ? null : error.code;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone(null);
    reset();
    if (!form.validateAll()) return focusFirstInvalid(e.currentTarget);
    const target = e.currentTarget;
    try {
      const result = await register({
        username: (form.values.username ?? '').trim(),
        password: form.values.password ?? '',
        confirmPassword: form.values.confirmPassword ?? '',
        nickname: nickname.trim() || undefined,
        kind,
      }).unwrap();
      setDone({ account: result.account, kind: result.kind });
      form.reset();
      setNickname('');
    } catch (failure) {
      const texts = serverFieldTexts(isApiError(failure) ? failure.value : null);
      for (const [name, text] of Object.entries(texts)) form.setError(name, text);
      if (Object.keys(texts).length > 0) focusFirstInvalid(target);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="downline-register-title">
      {mayAgents && mayMembers ? (
        <fieldset className="register-kind">
          <legend className="register-kind__legend">{t('register.kind')}</legend>
          {(['member', 'agent'] as const).map((option) => (
            <label key={option} className="register-kind__option">
              <input type="radio" name="register-kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
              {t(`register.kinds.${option}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.fields.map((field) => (
        <RegisterFieldInput key={field.name} field={field} form={form} />
      ))}
      <FormField label={t('register.nickname')} value={nickname} onChange={setNickname} autoComplete="off" maxLength={NICKNAME_MAX} />
      {alertCode ? (
        <p className="form-alert" role="alert">
          {t(`errors:${alertCode}`)}
        </p>
      ) : null}
      <div role="status">{done ? <p className="form-alert form-alert--info">{t(`register.done.${done.kind}`, { account: done.account })}</p> : null}</div>
      <SubmitButton label={t(`register.submit.${kind}`)} busy={isLoading} />
    </form>
  );
}
