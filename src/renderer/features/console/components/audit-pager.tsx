import { useTranslation } from 'react-i18next';

interface AuditPagerProps {
  /** 1 for the newest page. */
  page: number;
  more: boolean;
  busy: boolean;
  onNewest: () => void;
  onNewer: () => void;
  onOlder: () => void;
}

/** Paging by cursor: the log grows at the top while one reads, so there are no page numbers to jump to. */
export function AuditPager({ page, more, busy, onNewest, onNewer, onOlder }: AuditPagerProps) {
  const { t } = useTranslation('console');
  if (page === 1 && !more) return null;
  return (
    <nav className="audit-pager" aria-label={t('audit.paging')}>
      {page > 2 ? (
        <button type="button" className="button button--ghost" onClick={onNewest} disabled={busy}>
          {t('audit.newest')}
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={onNewer} disabled={busy || page === 1}>
        {t('audit.newer')}
      </button>
      <span className="audit-pager__page">{t('audit.page', { page })}</span>
      <button type="button" className="button button--ghost" onClick={onOlder} disabled={busy || !more}>
        {t('audit.older')}
      </button>
    </nav>
  );
}
