import type { RegisterField, RegisterSetting } from '@shared/api/system';

type FieldRow = [RegisterField['name'], enabled: boolean, required: boolean, pattern: RegisterField['acceptedPattern'], min?: number, max?: number];

/** The registration form: which fields show, which are required, and the pattern each must match. */
const FIELDS: FieldRow[] = [
  ['username', true, true, 'letterFirstAlnum', 6, 12],
  ['password', true, true, 'alnumMixed', 6, 20],
  ['confirmPassword', true, true, 'alnumMixed', 6, 20],
  ['payeeName', true, false, 'thaiOrEnglish', 2, 50],
  ['email', true, false, 'email', 6, 64],
  ['mobileNum', true, true, 'digits', 6, 15],
  ['affiliateCode', true, false, 'alnum', 4, 16],
  ['captcha', true, true, 'alnum', 4, 6],
  ['verificationCode', true, false, 'digits', 6, 6],
  ['paymentPassword', false, false, 'digits', 6, 6],
  ['qqNum', false, false, 'digits', 5, 12],
  ['line', false, false, '*', 1, 50],
  ['whatsapp', false, false, 'digits', 8, 15],
  ['facebook', false, false, '*', 1, 100],
  ['wechat', false, false, 'noSpaces', 6, 20],
  ['idNumber', false, false, 'digits', 13, 13],
  ['recommenderId', false, false, '*', 1, 20],
];

export function buildRegisterSetting(): RegisterSetting {
  return {
    fields: FIELDS.map(([name, enabled, required, acceptedPattern, min, max]) => ({ name, enabled, required, acceptedPattern, min, max })),
    smsVerification: true,
    minimumAge: 18,
    countryDialingCode: '66',
    mobileDigits: {
      '66': { min: 9, max: 9 },
      '86': { min: 11, max: 11 },
      '84': { min: 9, max: 10 },
      '1': { min: 10, max: 10 },
      '60': { min: 9, max: 10 },
      '65': { min: 8, max: 8 },
    },
    newAddressVerification: 'SMS',
  };
}
