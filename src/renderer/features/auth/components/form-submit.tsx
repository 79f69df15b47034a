import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';

/** The end of every account form: the failed call's message, an optional status line, the submit button. */
export function FormSubmit({ error, busy, label, status }: { error: unknown; busy: boolean; label: string; status?: ReactNode }) {
  return (
    <>
      <ErrorAlert error={error} />
      {status}
      <div className="form-actions form-actions--block">
        <button type="submit" className="button button--primary" disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
