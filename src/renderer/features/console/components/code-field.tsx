import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/form-field';
import { typedCode } from '../second-factor';

/** The 6-digit authenticator code: digits only, the phone's number pad, one-time-code autofill. */
export function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string | null }) {
  const { t } = useTranslation('console');
  return (
    <FieldFrame label={t('code.label')} hint={t('code.hint')} error={error} required>
      {(control) => (
        <input
          {...control}
          className="form-field__input console-code"
          value={value}
          onChange={(event) => onChange(typedCode(event.target.value))}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          placeholder="000000"
        />
      )}
    </FieldFrame>
  );
}
