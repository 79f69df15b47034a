import { FieldFrame } from './form-field';

/** A labelled multi-line input with an optional hint and its validation message under it. */
export function TextAreaField({ label, value, onChange, error, hint, maxLength }: { label: string; value: string; onChange: (value: string) => void; error?: string | null; hint?: string; maxLength?: number }) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} className="form-field__input form-textarea" value={value} rows={3} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />}
    </FieldFrame>
  );
}
