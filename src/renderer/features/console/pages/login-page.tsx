import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { isApiError } from '@/lib/envelope';
import { useConsoleLoginMutation } from '../api';
import { startConsoleSession, useConsoleSession } from '../console-session';
import { ErrorAlert } from '@/components/error-alert';
import { GateCard } from '../components/gate-card';
import { STAGE_PATHS } from '../components/stage-gate';

type Field = 'username' | 'password';

/** /console/login: the operator's username and password; the second factor comes next. */
export function LoginPage() {
  const { t } = useTranslation('console');
  const { token, ended } = useConsoleSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [login, { isLoading, error, reset }] = useConsoleLoginMutation();
  const navigate = useNavigate();

  if (token) return <Navigate to="/console" replace />;

  const required: Record<Field, string> = { username: t('login.usernameRequired'), password: t('login.passwordRequired') };
  // The server names fields it refused (validation_failed); say so in our words, under the field.
  const serverFields = isApiError(error) ? (error.errors ?? {}) : {};
  const fieldError = (field: Field) => errors[field] ?? (serverFields[field] ? required[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!username.trim()) next.username = required.username;
    if (!password) next.password = required.password;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const answer = await login({ username: username.trim(), password }).unwrap();
      startConsoleSession(answer.token);
      void navigate(STAGE_PATHS[answer.stage], { replace: true });
    } catch {
      setPassword('');
    }
  };

  const change = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
    reset();
  };

  return (
    <GateCard heading={t('login.heading')} intro={t('login.intro')}>
      {ended && !error ? (
        <p className="form-alert form-alert--info" role="status">
          {t(`ended.${ended}`)}
        </p>
      ) : null}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('login.username')} value={username} onChange={change('username', setUsername)} error={fieldError('username')} required autoComplete="username" maxLength={80} />
        <FormField label={t('login.password')} type="password" value={password} onChange={change('password', setPassword)} error={fieldError('password')} required autoComplete="current-password" maxLength={255} />
        {error && Object.keys(serverFields).length === 0 ? <ErrorAlert error={error} /> : null}
        <SubmitButton label={t('login.submit')} busy={isLoading} />
      </form>
    </GateCard>
  );
}
