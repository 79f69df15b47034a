import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

/** What a field's control needs to be tied to its label, hint and message. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** Shows the star; the control itself carries `required` where the browser should know it. */
  required?: boolean;
  /** A line under the control, read out with it. */
  hint?: string;
  /** Translated message shown under the field. */
  error?: string | null;
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and validation message of any field (spec section 8: errors below fields). */
export function FieldFrame({ label, required, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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

/** A labelled input with its validation message under it. */
export function FormField({ label, value, onChange, error, addon, leading, ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} required={input.required} error={error}>
      {(control) => (
        <div className="form-field__row">
          {leading}
          <input {...input} {...control} className="form-field__input" value={value} onChange={(e) => onChange(e.target.value)} />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}
