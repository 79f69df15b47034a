import { describe, expect, it } from 'vitest';
import type { RegisterSetting } from '@shared/api/system';
import { captchaField, deriveRegisterFields, smsCodeField } from './register-fields';

const setting: RegisterSetting = {
  fields: [
    { name: 'email', enabled: true, required: false, acceptedPattern: 'email', min: 6, max: 64 },
    { name: 'username', enabled: true, required: true, acceptedPattern: 'letterFirstAlnum', min: 6, max: 12 },
    { name: 'password', enabled: true, required: true, acceptedPattern: 'alnumMixed', min: 6, max: 20 },
    { name: 'confirmPassword', enabled: true, required: true, acceptedPattern: 'alnumMixed', min: 6, max: 20 },
    { name: 'mobileNum', enabled: false, required: false, acceptedPattern: 'digits', min: 6, max: 15 },
    { name: 'qqNum', enabled: false, required: true, acceptedPattern: 'digits' },
    { name: 'affiliateCode', enabled: true, required: true, acceptedPattern: '*' },
    { name: 'captcha', enabled: true, required: true, acceptedPattern: 'alnum', min: 4, max: 6 },
    { name: 'verificationCode', enabled: true, required: false, acceptedPattern: 'digits', min: 6, max: 6 },
  ],
  smsVerification: true,
  minimumAge: 18,
  countryDialingCode: '66',
  mobileDigits: {},
  newAddressVerification: 'NONE',
};

describe('register form from the validation config', () => {
  it('shows enabled fields, username and password first, with the configured requirement', () => {
    const fields = deriveRegisterFields(setting, 'username');
    expect(fields.map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'email', 'affiliateCode']);
    expect(fields.find((f) => f.name === 'email')?.required).toBe(false);
    expect(fields.find((f) => f.name === 'affiliateCode')?.required).toBe(true);
    expect(fields.find((f) => f.name === 'username')?.rule).toEqual({ acceptedPattern: 'letterFirstAlnum', min: 6, max: 12 });
    expect(fields.find((f) => f.name === 'password')?.input).toBe('password');
  });
  it('asks the mobile number instead of a username on the mobile tab, with the SMS code', () => {
    const fields = deriveRegisterFields(setting, 'mobile');
    expect(fields.map((f) => f.name)).toEqual(['password', 'confirmPassword', 'mobileNum', 'email', 'affiliateCode']);
    expect(fields.find((f) => f.name === 'mobileNum')).toMatchObject({ required: true, input: 'tel' });
    expect(smsCodeField(setting, 'mobile')?.required).toBe(true);
    expect(smsCodeField(setting, 'username')).toBeNull();
    expect(smsCodeField({ ...setting, smsVerification: false }, 'mobile')).toBeNull();
  });
  it('shows the captcha only when enabled', () => {
    expect(captchaField(setting)?.rule.acceptedPattern).toBe('alnum');
    const off = { ...setting, fields: setting.fields.map((f) => (f.name === 'captcha' ? { ...f, enabled: false } : f)) };
    expect(captchaField(off)).toBeNull();
  });
});
