import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField } from '@shared/patterns';
import { FormField } from '@/components/form-field';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { useRegisterSettingQuery } from '@/lib/config-api';
import { usePhoneRecoveryMutation, useSmsNoLoginMutation } from '../api';
import { passwordRule } from '../password-rule';
import { useCompleteLogin } from '../use-complete-login';
import { useFieldText } from '@/lib/register-form/use-field-text';
import { useMobileNumber } from '../use-mobile-number';
import { FormSubmit } from './form-submit';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/** Recovery by phone: number, SMS code and the new password; success signs in and goes home. */
export function ForgotMobileForm() {
  const { t } = useTranslation('auth');
  const fieldText = useFieldText();
  const mobile = useMobileNumber();
  const { data: setting } = useRegisterSettingQuery();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [sendSms] = useSmsNoLoginMutation();
  const [recover, { isLoading, error }] = usePhoneRecoveryMutation();
  const complete = useCompleteLogin();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const okNumber = mobile.validate();
    const found = {
      code: code.trim() ? null : t('field.required'),
      password: fieldText(checkField(password, passwordRule(setting), true)),
      confirm: !confirm ? t('field.required') : confirm === password ? null : t('errors.confirmMismatch'),
    };
    setErrors(found);
    if (!okNumber || Object.values(found).some(Boolean)) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    try {
      const result = await recover({ mobileNum: mobile.number, countryDialingCode: mobile.dialingCode, verificationCode: code.trim(), newPassword: password }).unwrap();
      complete(result, { type: 'recovery', goTo: '/' });
    } catch {
      // Shown by the alert.
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <MobileField dialingCode={mobile.dialingCode} onDialingCode={mobile.setDialingCode} value={mobile.number} onChange={mobile.setNumber} onBlur={() => mobile.number && mobile.validate()} error={mobile.error} />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={errors.code}
        canSend={mobile.validate}
        send={() => sendSms({ mobileNum: mobile.number, countryDialingCode: mobile.dialingCode, purpose: 'password' }).unwrap()}
      />
      <FormField label={t('fields.newPassword')} type="password" value={password} onChange={setPassword} error={errors.password} required autoComplete="new-password" />
      <FormField label={t('fields.confirmNewPassword')} type="password" value={confirm} onChange={setConfirm} error={errors.confirm} required autoComplete="new-password" />
      <FormSubmit error={error} busy={isLoading} label={t('resetPassword')} />
    </form>
  );
}
