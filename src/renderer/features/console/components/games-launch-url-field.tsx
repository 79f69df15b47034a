import { FieldFrame } from '@/components/form-field';
import { LAUNCH_URL_MAX } from '../games-allowlist';

interface LaunchUrlFieldProps {
  label: string;
  hint: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
}

/** A vendor's launch URL: an address box, checked by the caller as the server checks it (a little longer than allowed, so the check can say why). */
export function GamesLaunchUrlField({ label, hint, error, value, onChange, required = false, placeholder }: LaunchUrlFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required={required}
          maxLength={LAUNCH_URL_MAX + 20}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
