import { useId } from 'react';
import '@/components/form.css';

/** A labelled multi-line input with a hint and its validation message under it. */
export function TextAreaField({ label, value, onChange, error, hint, maxLength }: { label: string; value: string; onChange: (value: string) => void; error?: string | null; hint?: string; maxLength?: number }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="form-field__input cashier-textarea"
        value={value}
        rows={3}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="cashier-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
