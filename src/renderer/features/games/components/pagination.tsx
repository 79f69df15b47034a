import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { pageItems, showsPagination } from '../pagination';

/** Page buttons (range 5, margins 2); shown only when there is more than one page. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('games');
  if (!showsPagination(totalPages)) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="pagination__step" aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span className="pagination__chevron pagination__chevron--left">
          <Icon name="chevron" size={16} />
        </span>
      </button>
      <ul className="pagination__pages">
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="pagination__gap" aria-label={t('pagination.gap')}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" aria-label={t('pagination.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <span className="pagination__chevron pagination__chevron--right">
          <Icon name="chevron" size={16} />
        </span>
      </button>
    </nav>
  );
}
