import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePopup } from '@shared/api/console-notices';
import type { Language } from '@shared/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { useAppDispatch } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { toastShown } from '@/lib/ui';
import { useConsolePopupsQuery, useDeletePopupMutation } from '../api-content-notices';
import { nextSortOf } from '../content-notices-form';
import { useConfirmedAction } from '../use-confirmed-action';
import { ContentNoticeDialog } from './content-notice-dialog';
import { ContentPopupPreview } from './content-popup-preview';
import { ContentPreviewLanguage } from './content-preview-language';
import { ContentRowActions, ContentTitles } from './content-row-parts';

/** The Popups tab: announcement popups in display order with who gets each, and the chosen one previewed over the site. */
export function ContentPopupsPanel({ token, mayManage }: { token: string; mayManage: boolean }) {
  const { t } = useTranslation('consoleContent');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const [previewIn, setPreviewIn] = useState<Language>(language);
  const { data, error, isFetching, refetch } = useConsolePopupsQuery({ token }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ConsolePopup | 'new' | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [remove] = useDeletePopupMutation();
  const removal = useConfirmedAction();
  const popups = data?.list ?? [];
  const current = popups.find((p) => p.id === chosen) ?? popups[0];
  const sameAudience = current ? popups.filter((p) => p.execution === current.execution) : [];

  const preview = (popup: ConsolePopup) => {
    setChosen(popup.id);
    document.getElementById('popups-preview-heading')?.scrollIntoView({ block: 'nearest' });
  };
  const askDelete = (popup: ConsolePopup) =>
    removal.ask({
      title: t('popups.deleteTitle', { title: popup.title.EN }),
      message: t('popups.deleteMessage'),
      run: async () => {
        await remove({ token, id: popup.id }).unwrap();
        dispatch(toastShown({ key: 'consoleContent:popups.deleted', values: { title: popup.title.EN }, tone: 'success' }));
      },
    });

  const columns: DataColumn<ConsolePopup>[] = [
    { header: t('text.column.title'), wrap: true, cell: (p) => <ContentTitles text={p.title} language={language} /> },
    { header: t('text.column.text'), wrap: true, cell: (p) => <span className="content-excerpt">{p.content[language]}</span> },
    { header: t('text.column.shownTo'), wrap: true, cell: (p) => t(`popups.execution.${p.execution}`) },
    { header: t('text.column.order'), align: 'end', cell: (p) => p.sort },
    {
      header: t('text.column.actions'),
      align: 'end',
      cell: (p) => <ContentRowActions kind="popups" title={p.title.EN} pressed={current?.id === p.id} mayManage={mayManage} onPreview={() => preview(p)} onEdit={() => setEditing(p)} onDelete={() => askDelete(p)} />,
    },
  ];

  return (
    <>
      <div className="content-toolbar content-toolbar--end">
        {mayManage ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')} disabled={!data}>
            {t('popups.add')}
          </button>
        ) : null}
      </div>
      <section className="content-section" aria-labelledby="popups-heading" aria-busy={isFetching}>
        <h2 id="popups-heading" className="content-section__heading">
          {t('popups.heading')}
        </h2>
        <ErrorAlert error={removal.error} />
        <DataTable columns={columns} rows={popups} rowKey={(p) => p.id} emptyText={t('popups.empty')} loading={!data && !error} error={error} errorIntro={t('popups.loadFailed')} onRetry={() => void refetch()} labelledBy="popups-heading" stacked />
      </section>
      {current ? (
        <section className="content-section" aria-labelledby="popups-preview-heading">
          <h2 id="popups-preview-heading" className="content-section__heading">
            {t('popups.previewHeading')}
          </h2>
          <p className="console-muted content-section__intro">
            {t('popups.execution.label')}: {t(`popups.execution.${current.execution}`)}
          </p>
          <ContentPreviewLanguage value={previewIn} onChange={setPreviewIn} />
          <ContentPopupPreview title={current.title[previewIn]} content={current.content[previewIn]} position={sameAudience.indexOf(current)} count={sameAudience.length} />
        </section>
      ) : null}
      {editing ? (
        <ContentNoticeDialog
          kind="popups"
          token={token}
          item={editing === 'new' ? null : editing}
          nextSort={nextSortOf(popups)}
          language={language}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            dispatch(toastShown({ key: editing === 'new' ? 'consoleContent:popups.added' : 'consoleContent:popups.saved', values: { title: saved.title.EN }, tone: 'success' }));
            setChosen(saved.id);
            setEditing(null);
          }}
        />
      ) : null}
      {removal.asking ? <ConfirmDialog title={removal.asking.title} message={removal.asking.message} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} /> : null}
    </>
  );
}
