import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { pageItems, showsPager } from './page-items';
import './pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The number of rows over every page: adds "Page 2 of 5 · 43 records" for lists of records. */
  total?: number;
}

/**
 * The one pager (spec section 2): previous, page buttons (range 5, margins 2, gaps), next. It renders
 * nothing when everything fits on one page, so callers need not check.
 */
export function Pager({ page, totalPages, onPage, total }: PagerProps) {
  const { t } = useTranslation('common');
  if (!showsPager(totalPages)) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="pager__step" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span className="pager__chevron pager__chevron--left">
          <Icon name="chevron" size={16} />
        </span>
      </button>
      <ul className="pager__pages">
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="pager__gap" aria-label={t('pager.gap')}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pager__page"
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pager__step" aria-label={t('pager.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <span className="pager__chevron pager__chevron--right">
          <Icon name="chevron" size={16} />
        </span>
      </button>
      {total === undefined ? null : (
        <p className="pager__summary" aria-live="polite">
          {t('pager.summary', { page: String(page), pages: String(totalPages), total: String(total) })}
        </p>
      )}
    </nav>
  );
}
