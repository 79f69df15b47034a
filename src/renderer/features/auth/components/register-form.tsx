import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterSetting } from '@shared/api/system';
import { RegisterFieldInput } from '@/components/register-field-input';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { isApiError } from '@/lib/envelope';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useLazyAffiliateQuery, useRegisterMutation, useSmsRegisterMutation, type RegisterRequest } from '../api';
import { captchaField, smsCodeField, type RegisterMode } from '@/lib/register-form/register-fields';
import type { CaptchaState } from '../use-captcha';
import { useCompleteLogin } from '../use-complete-login';
import { useFieldText, useServerFieldTexts } from '@/lib/register-form/use-field-text';
import { useMobileNumber } from '../use-mobile-number';
import { useRegisterForm } from '@/lib/register-form/use-register-form';
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
  const serverFieldTexts = useServerFieldTexts();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  // A registration link (/register?affiliateCode=) fills the code, and sends it even where the merchant hides the field.
  const linkCode = params.get('affiliateCode');
  const form = useRegisterForm(setting, mode, { initial: linkCode ? { affiliateCode: linkCode } : undefined });
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
      // A link's code where the merchant hides the field: nowhere to show it but a toast.
      if (form.fields.some((f) => f.name === 'affiliateCode')) form.setError('affiliateCode', te('invitation_code_error'));
      else dispatch(toastShown({ key: 'errors:invitation_code_error', tone: 'warning' }));
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
      for (const [name, text] of Object.entries(serverFieldTexts(isApiError(failure) ? failure.value : null))) {
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
          <RegisterFieldInput key={field.name} field={field} form={form} ownAccount />
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
