import { useTranslation } from 'react-i18next';
import type { ConsoleBanner } from '@shared/api/console-content';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useLanguage } from '@/lib/i18n/i18n';

interface ListProps {
  banners: readonly ConsoleBanner[] | undefined;
  error: unknown;
  onRetry: () => void;
  mayManage: boolean;
  previewed: number | null;
  onPreview: (banner: ConsoleBanner) => void;
  onEdit: (banner: ConsoleBanner) => void;
  onDelete: (banner: ConsoleBanner) => void;
}

/** A group's banners in display order: the picture, its titles, where it leads, and what to do with it. */
export function ContentBannerList({ banners, error, onRetry, mayManage, previewed, onPreview, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('consoleContent');
  const language = useLanguage();
  const columns: DataColumn<ConsoleBanner>[] = [
    { header: t('list.picture'), cell: (b) => <img className="content-thumb" src={b.url} alt={t('list.pictureOf', { title: b.title.EN })} width={150} height={50} loading="lazy" /> },
    {
      header: t('list.title'),
      wrap: true,
      cell: (b) => (
        <span className="content-titles">
          <strong>{b.title[language]}</strong>
          <span className="console-muted">{(['EN', 'CN', 'TH'] as const).filter((l) => l !== language).map((l) => b.title[l]).join(' · ')}</span>
        </span>
      ),
    },
    {
      header: t('list.link'),
      wrap: true,
      cell: (b) => (
        <span className="content-titles">
          <span>{t(`linkType.${b.linkageType}`, { defaultValue: b.linkageType })}</span>
          {b.linkage ? <code className="content-link">{b.linkage}</code> : null}
        </span>
      ),
    },
    { header: t('list.order'), align: 'end', cell: (b) => b.sort },
    {
      header: t('list.actions'),
      align: 'end',
      cell: (b) => (
        <span className="content-actions">
          <button type="button" className="button button--ghost" aria-pressed={previewed === b.id} onClick={() => onPreview(b)}>
            {t('list.preview')}
            <span className="visually-hidden"> {b.title.EN}</span>
          </button>
          {mayManage ? (
            <>
              <button type="button" className="button button--ghost" onClick={() => onEdit(b)} aria-label={t('list.editOf', { title: b.title.EN })}>
                {t('list.edit')}
              </button>
              <button type="button" className="button button--danger" onClick={() => onDelete(b)} aria-label={t('list.deleteOf', { title: b.title.EN })}>
                {t('list.delete')}
              </button>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={banners ?? []}
      rowKey={(b) => b.id}
      emptyText={t('list.empty')}
      loading={!banners && !error}
      error={error}
      errorIntro={t('list.loadFailed')}
      onRetry={onRetry}
      labelledBy="banners-heading"
      stacked
    />
  );
}
