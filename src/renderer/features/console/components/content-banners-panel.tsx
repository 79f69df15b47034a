import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsoleBanner } from '@shared/api/console-content';
import { BANNER_GROUPS, type BannerGroup } from '@shared/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { SelectField } from '@/components/select-field';
import { useLanguage } from '@/lib/i18n/i18n';
import { toastShown } from '@/lib/ui';
import { useAppDispatch } from '@/lib/hooks';
import { useConsoleBannersQuery, useDeleteBannerMutation } from '../api-content';
import { nextSortOf } from '../content-banner-form';
import { ContentBannerDialog } from './content-banner-dialog';
import { ContentBannerList } from './content-banner-list';
import { ContentBannerPreview } from './content-banner-preview';

const groupOf = (value: string | null): BannerGroup => BANNER_GROUPS.find((group) => group === value) ?? 'w_home';

/** The Banners tab: a group's banners in display order, with a preview of how the site shows them. */
export function ContentBannersPanel({ token, mayManage }: { token: string; mayManage: boolean }) {
  const { t } = useTranslation(['consoleContent', 'common']);
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('group'));
  const { data, error, isFetching, refetch } = useConsoleBannersQuery({ token, groupName: group }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleBanner | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [remove, removal] = useDeleteBannerMutation();
  const banners = data?.list ?? [];
  const previewIndex = Math.max(0, banners.findIndex((b) => b.id === previewId));

  const confirmDelete = async (banner: ConsoleBanner) => {
    setDeleting(null);
    const done = await remove({ token, id: banner.id })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) dispatch(toastShown({ key: 'consoleContent:done.deleted', values: { title: banner.title.EN }, tone: 'success' }));
  };

  return (
    <>
      <div className="content-toolbar">
        <SelectField label={t('group.label')} value={group} onChange={(value) => setParams({ group: groupOf(value) }, { replace: true })}>
          {BANNER_GROUPS.map((name) => (
            <option key={name} value={name}>
              {t(`group.${name}`)}
            </option>
          ))}
        </SelectField>
        {mayManage ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')} disabled={!data}>
            {t('list.add')}
          </button>
        ) : null}
      </div>
      <section className="content-section" aria-labelledby="banners-heading" aria-busy={isFetching}>
        <h2 id="banners-heading" className="content-section__heading">
          {t('list.heading', { group: t(`group.${group}`) })}
        </h2>
        <ErrorAlert error={removal.error} />
        <ContentBannerList
          banners={data?.list}
          error={error}
          onRetry={() => void refetch()}
          mayManage={mayManage}
          previewed={previewId}
          onPreview={(b) => {
            setPreviewId(b.id);
            document.getElementById('preview-heading')?.scrollIntoView({ block: 'nearest' });
          }}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </section>
      {banners.length > 0 ? (
        <section className="content-section" aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="content-section__heading">
            {t('preview.heading')}
          </h2>
          <p className="console-muted content-section__intro">{t(group === 'w_home' ? 'preview.carousel' : 'preview.single')}</p>
          <ContentBannerPreview group={group} banners={banners.map((b) => ({ url: b.url, title: b.title[language] }))} active={previewIndex} />
        </section>
      ) : null}
      {editing ? (
        <ContentBannerDialog
          token={token}
          group={group}
          banner={editing === 'new' ? null : editing}
          nextSort={nextSortOf(banners)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            dispatch(toastShown({ key: editing === 'new' ? 'consoleContent:done.added' : 'consoleContent:done.saved', values: { title: saved.title.EN }, tone: 'success' }));
            setPreviewId(saved.id);
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('delete.title', { title: deleting.title.EN })}
          message={t('delete.message', { group: t(`group.${group}`) })}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
