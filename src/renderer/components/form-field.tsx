import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message shown under the field. */
  error?: string | null;
  /** Controls beside the input (send-code button, captcha image). */
  addon?: ReactNode;
  /** A control in front of the input (dialing code). */
  leading?: ReactNode;
}

/** A labelled input with its validation message under it (spec section 8: errors below fields). */
export function FormField({ label, value, onChange, error, addon, leading, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="form-field__row">
        {leading}
        <input
          {...input}
          id={id}
          className="form-field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
