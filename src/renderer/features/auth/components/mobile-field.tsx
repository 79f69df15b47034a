import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { CountryCodeSelect } from './country-code-select';

interface Props {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
}

/** Mobile number with its dialing-code drop-down in front. */
export function MobileField({ dialingCode, onDialingCode, value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="mobile-field">
      <FormField
        label={t('fields.mobileNum')}
        value={value}
        onChange={(v) => onChange(v.replace(/\s+/gu, ''))}
        onBlur={(e) => {
          // Moving to the send button validates there; a message appearing now would move the button under the pointer.
          if (e.relatedTarget instanceof HTMLElement && e.relatedTarget.dataset.smsSend !== undefined) return;
          onBlur?.();
        }}
        error={error}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={32}
        leading={<CountryCodeSelect value={dialingCode} onChange={onDialingCode} />}
      />
    </div>
  );
}
