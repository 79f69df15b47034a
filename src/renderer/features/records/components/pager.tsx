import { useTranslation } from 'react-i18next';
import { pageCount } from '../format';

/** Previous / next with "page x of y"; hidden until there is a list. */
export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('records');
  const pages = pageCount(total, size);
  return (
    <nav className="records-pager" aria-label={t('pager.label')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="records-pager__position">{t('pager.position', { page: String(page), pages: String(pages), total: String(total) })}</span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
