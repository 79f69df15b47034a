import type { ReactNode } from 'react';
import { FieldFrame } from './form-field';

/** A labelled native select (its options are the children) with its validation message under it. */
export function SelectField({ label, value, onChange, error, required, children }: { label: string; value: string; onChange: (value: string) => void; error?: string | null; required?: boolean; children: ReactNode }) {
  return (
    <FieldFrame label={label} required={required} error={error}>
      {(control) => (
        <select {...control} className="form-field__input form-select" value={value} onChange={(e) => onChange(e.target.value)} required={required}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
