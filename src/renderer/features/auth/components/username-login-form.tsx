import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { rememberUsername, rememberedUsername } from '@/lib/remember-me';
import { useLoginMutation, type LoginRequest } from '../api';
import { readLoginFailure } from '../login-failure';
import { useCaptcha } from '../use-captcha';
import { useCompleteLogin } from '../use-complete-login';
import { AddressCheckForm, type AddressCheck } from './address-check';
import { CaptchaField } from './captcha-field';
import { ErrorAlert } from '@/components/error-alert';
import { FormSubmit } from './form-submit';

/** Username and password sign-in (also the agent page's form with `agent`). */
export function UsernameLoginForm({ agent = false }: { agent?: boolean }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState(() => rememberedUsername() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [captchaOn, setCaptchaOn] = useState(false);
  const [answer, setAnswer] = useState('');
  const [check, setCheck] = useState<AddressCheck | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const { captcha, refresh } = useCaptcha(captchaOn);
  const complete = useCompleteLogin();

  const attempt = async (addressCode?: string) => {
    const payload: LoginRequest = { username: username.trim(), password, type: 'username' };
    if (agent) payload.agent = true;
    if (captchaOn && captcha) Object.assign(payload, { captcha: answer.trim(), captchaId: captcha.id });
    if (addressCode) payload.addressCode = addressCode;
    try {
      const result = await login(payload).unwrap();
      rememberUsername(remember ? payload.username : null);
      complete(result, { type: 'username', password, goTo: agent ? '/agentHome' : undefined });
    } catch (failure) {
      const { captcha: needCaptcha, check: nextCheck } = readLoginFailure(failure);
      if (captchaOn) {
        setAnswer('');
        void refresh(true);
      } else if (needCaptcha) setCaptchaOn(true);
      if (nextCheck) setCheck(nextCheck);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = t('field.required');
    if (!password.trim()) next.password = t('field.required');
    if (captchaOn && !answer.trim()) next.captcha = t('field.required');
    setErrors(next);
    if (Object.keys(next).length === 0) void attempt();
  };

  if (check) {
    return (
      <>
        <ErrorAlert error={error && readLoginFailure(error).check ? null : error} />
        <AddressCheckForm check={check} busy={isLoading} onSubmit={(code) => void attempt(code)} />
      </>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField label={t('fields.username')} value={username} onChange={(v) => { setUsername(v); reset(); }} error={errors.username} required autoComplete="username" maxLength={64} />
      <FormField label={t('fields.password')} type="password" value={password} onChange={(v) => { setPassword(v); reset(); }} error={errors.password} required autoComplete="current-password" maxLength={255} />
      {captchaOn ? <CaptchaField image={captcha?.image ?? null} value={answer} onChange={setAnswer} onRefresh={() => void refresh()} error={errors.captcha} /> : null}
      <label className="form-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('rememberMe')}
      </label>
      <FormSubmit error={error} busy={isLoading} label={t('login')} status={isLoading ? <p className="human-check" role="status">{t('verifyingHuman')}</p> : null} />
    </form>
  );
}
