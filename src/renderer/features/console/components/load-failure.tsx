import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { isApiError } from '@/lib/envelope';

/** A console section that could not be read: the intro, the translated reason and a retry. */
export function LoadFailure({ intro, error, onRetry }: { intro: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const reason = t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`);
  return (
    <EmptyState
      failed
      message={`${intro} ${reason}`}
      action={
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('loadError.retry')}
        </button>
      }
    />
  );
}
