import { useId, type ReactNode } from 'react';
import '@/components/form.css';

/** A labelled native select with its validation message under it. */
export function SelectField({ label, value, onChange, error, children }: { label: string; value: string; onChange: (value: string) => void; error?: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        className="form-field__input cashier-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
