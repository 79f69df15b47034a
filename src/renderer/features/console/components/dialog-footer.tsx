import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';

interface DialogFooterProps {
  /** The call's refusal, shown above the buttons unless a field already shows it (`errorShownByField`). */
  error: unknown;
  errorShownByField?: boolean;
  /** Without it, no cancel button (a form on a page rather than in a dialog). */
  onCancel?: () => void;
  submitLabel: string;
  submitTone?: 'primary' | 'danger';
  busy: boolean;
}

/** A console form's end: the server's refusal, then Cancel and the submit button. */
export function DialogFooter({ error, errorShownByField = false, onCancel, submitLabel, submitTone = 'primary', busy }: DialogFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {errorShownByField ? null : <ErrorAlert error={error} />}
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" className={`button button--${submitTone}`} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
