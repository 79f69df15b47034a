import { useTranslation } from 'react-i18next';

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('cashier');
  if (pages <= 1) return null;
  return (
    <nav className="cashier-pager" aria-label={t('common.pages')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('common.previous')}
      </button>
      <span aria-live="polite">{t('common.pageOf', { page, pages })}</span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
