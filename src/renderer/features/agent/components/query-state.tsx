import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/envelope';

export interface QueryStateProps {
  /** No answer for these arguments yet. */
  loading: boolean;
  error: unknown;
  /** The answer holds nothing to show. */
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** A report's body in its four states: loading, failed (with retry), empty, or the figures. */
export function QueryState({ loading, error, empty, onRetry, children }: QueryStateProps) {
  const { t } = useTranslation(['agent', 'common', 'errors']);
  if (error) {
    const reason = t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`);
    return (
      <EmptyState
        failed
        message={`${t('agent:team.loadFailed')} ${reason}`}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common:loadError.retry')}
          </button>
        }
      />
    );
  }
  if (loading) return <PageLoader />;
  if (empty) return <EmptyState message={t('agent:team.in_no_data')} />;
  return <>{children}</>;
}
