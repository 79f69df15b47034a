import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { isApiError } from '@/lib/envelope';

/** A list or panel that failed to load: the reason (e.g. in_need_true_account) and a retry. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['cashier', 'errors']);
  const code = isApiError(error) ? error.code : 'unknown_error';
  const retry = (
    <button type="button" className="button button--ghost" onClick={onRetry}>
      {t('common.retry')}
    </button>
  );
  return <EmptyState failed message={`${t('common.loadFailed')} ${t(`errors:${code}`)}`} action={retry} />;
}
