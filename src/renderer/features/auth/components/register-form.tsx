import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterSetting } from '@shared/api/system';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { isApiError } from '@/lib/envelope';
import { useLazyAffiliateQuery, useRegisterMutation, useSmsRegisterMutation, type RegisterRequest } from '../api';
import { captchaField, smsCodeField, type RegisterMode } from '../register-fields';
import type { CaptchaState } from '../use-captcha';
import { useCompleteLogin } from '../use-complete-login';
import { useFieldText } from '../use-field-text';
import { useMobileNumber } from '../use-mobile-number';
import { useRegisterForm } from '../use-register-form';
import { fieldProblemsOf } from '../answer-shapes';
import { serverProblem } from '../server-field-text';
import { CaptchaField } from './captcha-field';
import { FormSubmit } from './form-submit';
import { MobileField } from './mobile-field';
import { RegisterChecks } from './register-checks';
import { SmsCodeField } from './sms-code-field';

/** Registration from the server's validation config; success signs in, closes and goes home. */
export function RegisterForm({ setting, mode, captchaState }: { setting: RegisterSetting; mode: RegisterMode; captchaState: CaptchaState }) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const fieldText = useFieldText();
  const [params] = useSearchParams();
  const form = useRegisterForm(setting, mode);
  const mobile = useMobileNumber();
  const captchaDef = captchaField(setting);
  const smsDef = smsCodeField(setting, mode);
  const { captcha, refresh } = captchaState;
  const [agreed, setAgreed] = useState({ terms: false, age: false, error: false });
  const checkedAffiliate = useRef<string | null>(null);
  const [checkAffiliate] = useLazyAffiliateQuery();
  const [sendSms] = useSmsRegisterMutation();
  const [register, { isLoading, error }] = useRegisterMutation();
  const complete = useCompleteLogin();
  const mobileShown = form.fields.some((f) => f.name === 'mobileNum');
  const mobileRequired = form.fields.find((f) => f.name === 'mobileNum')?.required ?? false;

  const extrasValid = (): boolean => {
    let ok = true;
    if (mobileShown && (mobileRequired || mobile.number)) ok = mobile.validate() && ok;
    if (captchaDef) {
      const text = fieldText(captchaDef && !(form.values.captcha ?? '').trim() ? { kind: 'required' } : undefined);
      form.setError('captcha', text);
      ok = !text && ok;
    }
    if (smsDef) {
      const text = (form.values.verificationCode ?? '').trim() ? null : t('field.required');
      form.setError('verificationCode', text);
      ok = !text && ok;
    }
    if (!agreed.terms || !agreed.age) {
      setAgreed((a) => ({ ...a, error: true }));
      ok = false;
    }
    return ok;
  };

  /** One affiliate-code check before registering (spec section 5). */
  const affiliateOk = async (code: string): Promise<boolean> => {
    if (!code || checkedAffiliate.current === code) return true;
    const result = await checkAffiliate({ code, domain: window.location.hostname }).unwrap().catch(() => ({ valid: false }));
    if (!result.valid) {
      form.setError('affiliateCode', te('invitation_code_error'));
      return false;
    }
    checkedAffiliate.current = code;
    return true;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = form.validateAll();
    if (!extrasValid() || !valid) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    const trimmed = Object.fromEntries(Object.entries(form.values).map(([k, v]) => [k, k.toLowerCase().includes('password') ? v : v.trim()]));
    if (!(await affiliateOk(trimmed.affiliateCode ?? ''))) return;
    const body: RegisterRequest = {
      ...Object.fromEntries(Object.entries(trimmed).filter(([, v]) => v !== '')),
      password: form.values.password ?? '',
      confirmPassword: form.values.confirmPassword ?? '',
      mode,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.hostname,
      countryDialingCode: mobile.dialingCode,
      login: true,
      agreeTerms: agreed.terms,
      ageConfirmed: agreed.age,
    };
    if (mobile.number) body.mobileNum = mobile.number;
    if (captchaDef && captcha) body.captchaId = captcha.id;
    const referral = params.get('referralCode');
    if (referral) body.referralCode = referral;
    try {
      complete(await register(body).unwrap(), { type: 'register', goTo: '/' });
    } catch (failure) {
      if (captchaDef) void refresh(true);
      for (const [name, problem] of Object.entries(fieldProblemsOf(isApiError(failure) ? failure.value : null))) {
        const mapped = serverProblem(problem);
        const text = 'key' in mapped ? t(mapped.key) : fieldText(mapped);
        if (name === 'mobileNum') mobile.setError(text);
        else form.setError(name, text);
      }
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      {form.fields.map((field) =>
        field.name === 'mobileNum' ? (
          <MobileField key={field.name} dialingCode={mobile.dialingCode} onDialingCode={mobile.setDialingCode} value={mobile.number} onChange={mobile.setNumber} onBlur={() => (mobile.number || field.required) && mobile.validate()} error={mobile.error} />
        ) : (
          <FormField
            key={field.name}
            label={t(`fields.${field.name}`)}
            type={field.input}
            value={form.values[field.name] ?? ''}
            onChange={(v) => form.set(field.name, v)}
            onBlur={() => form.blur(field)}
            error={form.errors[field.name]}
            required={field.required}
            autoComplete={field.input === 'password' ? 'new-password' : field.name === 'username' ? 'username' : 'off'}
            maxLength={field.rule.max ?? 255}
          />
        ),
      )}
      {smsDef ? (
        <SmsCodeField
          value={form.values.verificationCode ?? ''}
          onChange={(v) => form.set('verificationCode', v)}
          error={form.errors.verificationCode}
          canSend={mobile.validate}
          send={() => sendSms({ mobileNum: mobile.number, countryDialingCode: mobile.dialingCode }).unwrap()}
        />
      ) : null}
      {captchaDef ? <CaptchaField image={captcha?.image ?? null} value={form.values.captcha ?? ''} onChange={(v) => form.set('captcha', v)} onRefresh={() => void refresh()} error={form.errors.captcha} /> : null}
      <RegisterChecks minimumAge={setting.minimumAge} value={agreed} onChange={setAgreed} />
      <FormSubmit error={error} busy={isLoading} label={t('register')} status={isLoading ? <p className="human-check" role="status">{t('verifyingHuman')}</p> : null} />
    </form>
  );
}
