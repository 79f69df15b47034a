import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginMutation, useSmsNoLoginMutation } from '../api';
import { readLoginFailure } from '../login-failure';
import { useCompleteLogin } from '../use-complete-login';
import { useMobileNumber } from '../use-mobile-number';
import { AddressCheckForm, type AddressCheck } from './address-check';
import { FormSubmit } from './form-submit';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/** Sign-in with a code sent by SMS: type sms, the number as username and the code as password. */
export function MobileLoginForm() {
  const { t } = useTranslation('auth');
  const mobile = useMobileNumber();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [check, setCheck] = useState<AddressCheck | null>(null);
  const [sendSms] = useSmsNoLoginMutation();
  const [login, { isLoading, error }] = useLoginMutation();
  const complete = useCompleteLogin();

  const attempt = async (addressCode?: string) => {
    try {
      const result = await login({
        username: mobile.number,
        password: code.trim(),
        type: 'sms',
        countryDialingCode: mobile.dialingCode,
        ...(addressCode ? { addressCode } : {}),
      }).unwrap();
      complete(result, { type: 'sms' });
    } catch (failure) {
      const next = readLoginFailure(failure).check;
      if (next) setCheck(next);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const okNumber = mobile.validate();
    setCodeError(code.trim() ? null : t('field.required'));
    if (okNumber && code.trim()) void attempt();
  };

  if (check) return <AddressCheckForm check={check} busy={isLoading} onSubmit={(c) => void attempt(c)} />;

  return (
    <form className="form" onSubmit={submit} noValidate>
      <MobileField dialingCode={mobile.dialingCode} onDialingCode={mobile.setDialingCode} value={mobile.number} onChange={mobile.setNumber} onBlur={() => mobile.number && mobile.validate()} error={mobile.error} />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={codeError}
        canSend={mobile.validate}
        send={() => sendSms({ mobileNum: mobile.number, countryDialingCode: mobile.dialingCode, purpose: 'login' }).unwrap()}
      />
      <FormSubmit error={error} busy={isLoading} label={t('login')} />
    </form>
  );
}
