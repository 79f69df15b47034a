import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettingQuery } from '@/lib/config-api';

/** Mobile number + dialing code with the country's digit count (spec section 5). */
export function useMobileNumber() {
  const { t } = useTranslation('auth');
  const { data: setting } = useRegisterSettingQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dialingCode = picked ?? setting?.countryDialingCode ?? '66';

  const problem = (): string | null => {
    if (!number) return t('field.required');
    if (!/^\d+$/u.test(number)) return t('errors.phoneFormat');
    const digits = setting?.mobileDigits[dialingCode];
    if (digits && (number.length < digits.min || number.length > digits.max)) {
      return t('errors.phoneDigits', { bounds: digits.min === digits.max ? String(digits.min) : `${digits.min}-${digits.max}` });
    }
    return null;
  };
  const validate = () => {
    const found = problem();
    setError(found);
    return found === null;
  };
  return { dialingCode, setDialingCode: setPicked, number, setNumber, error, setError, validate };
}
