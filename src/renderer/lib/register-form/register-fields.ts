import type { RegisterField, RegisterFieldName, RegisterSetting } from '@shared/api/system';
import type { FieldRule, PatternKey } from '@shared/patterns';

export type RegisterMode = 'username' | 'mobile';

export interface FormField {
  name: RegisterFieldName;
  required: boolean;
  rule: FieldRule;
  input: 'text' | 'password' | 'email' | 'tel';
}

/** Fields drawn by their own widgets (captcha image, SMS code with its send button). */
export const SPECIAL_FIELDS: readonly RegisterFieldName[] = ['captcha', 'verificationCode'];

const FIRST: readonly RegisterFieldName[] = ['username', 'password', 'confirmPassword', 'mobileNum'];

const INPUT: Partial<Record<RegisterFieldName, FormField['input']>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

function toField(field: RegisterField, required: boolean): FormField {
  const rule: FieldRule = { acceptedPattern: field.acceptedPattern as PatternKey | '*', min: field.min, max: field.max };
  return { name: field.name, required, rule, input: INPUT[field.name] ?? 'text' };
}

/**
 * The registration form from the server's validation config (spec section 5): enabled fields only,
 * required as configured; the username tab always asks username and password, the mobile tab
 * always asks the mobile number instead of a username; the SMS code belongs to the mobile tab.
 */
export function deriveRegisterFields(setting: RegisterSetting, mode: RegisterMode): FormField[] {
  const out: FormField[] = [];
  for (const field of setting.fields) {
    if (field.name === 'username' && mode === 'mobile') continue;
    if (field.name === 'verificationCode' || field.name === 'captcha') continue;
    const always = field.name === 'password' || field.name === 'confirmPassword' || (field.name === 'username' && mode === 'username') || (field.name === 'mobileNum' && mode === 'mobile');
    if (!field.enabled && !always) continue;
    out.push(toField(field, always || field.required));
  }
  const rank = (name: RegisterFieldName) => (FIRST.includes(name) ? FIRST.indexOf(name) : FIRST.length);
  return out.sort((a, b) => rank(a.name) - rank(b.name));
}

/** The captcha shows when the config enables it. */
export function captchaField(setting: RegisterSetting): FormField | null {
  const field = setting.fields.find((f) => f.name === 'captcha');
  return field?.enabled ? toField(field, true) : null;
}

/** The SMS code shows on the mobile tab when the merchant verifies numbers by SMS. */
export function smsCodeField(setting: RegisterSetting, mode: RegisterMode): FormField | null {
  if (mode !== 'mobile' || !setting.smsVerification) return null;
  const field = setting.fields.find((f) => f.name === 'verificationCode');
  const fallback: RegisterField = { name: 'verificationCode', enabled: true, required: true, acceptedPattern: 'digits', min: 4, max: 8 };
  return toField(field ?? fallback, true);
}
