import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleNotice } from '@shared/api/console-notices';
import { LIMITS, type Language } from '@shared/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { useAppDispatch } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { toastShown } from '@/lib/ui';
import { useConsoleNoticesQuery, useDeleteNoticeMutation } from '../api-content-notices';
import { useConfirmedAction } from '../use-confirmed-action';
import { ContentNoticeDialog } from './content-notice-dialog';
import { ContentNoticePreview } from './content-notice-preview';
import { ContentPreviewLanguage } from './content-preview-language';
import { ContentRowActions, ContentTitles } from './content-row-parts';

/** The Notices tab: the notices in the site's order, which of them the home notice line shows, and that line previewed. */
export function ContentNoticesPanel({ token, mayManage }: { token: string; mayManage: boolean }) {
  const { t } = useTranslation('consoleContent');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const [previewIn, setPreviewIn] = useState<Language>(language);
  const { data, error, isFetching, refetch } = useConsoleNoticesQuery({ token }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ConsoleNotice | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [remove] = useDeleteNoticeMutation();
  const removal = useConfirmedAction();
  const notices = data?.list ?? [];
  const onLine = notices.slice(0, LIMITS.noticePageSize).map((n) => ({ id: n.id, title: n.title[previewIn], content: n.content[previewIn] }));

  const preview = (notice: ConsoleNotice) => {
    setOpened(notice.id);
    document.getElementById('notices-preview-heading')?.scrollIntoView({ block: 'nearest' });
  };
  const askDelete = (notice: ConsoleNotice) =>
    removal.ask({
      title: t('notices.deleteTitle', { title: notice.title.EN }),
      message: t('notices.deleteMessage'),
      run: async () => {
        await remove({ token, id: notice.id }).unwrap();
        dispatch(toastShown({ key: 'consoleContent:notices.deleted', values: { title: notice.title.EN }, tone: 'success' }));
      },
    });

  const columns: DataColumn<ConsoleNotice>[] = [
    { header: t('text.column.title'), wrap: true, cell: (n) => <ContentTitles text={n.title} language={language} /> },
    { header: t('text.column.text'), wrap: true, cell: (n) => <span className="content-excerpt">{n.content[language]}</span> },
    { header: t('text.column.order'), align: 'end', cell: (n) => n.sort },
    { header: t('notices.onLine'), cell: (n) => (notices.indexOf(n) < LIMITS.noticePageSize ? t('notices.lineYes') : t('notices.lineNo')) },
    {
      header: t('text.column.actions'),
      align: 'end',
      cell: (n) => <ContentRowActions kind="notices" title={n.title.EN} pressed={opened === n.id} mayManage={mayManage} onPreview={() => preview(n)} onEdit={() => setEditing(n)} onDelete={() => askDelete(n)} />,
    },
  ];
  const openedNotice = onLine.find((n) => n.id === opened) ?? null;

  return (
    <>
      <div className="content-toolbar content-toolbar--end">
        {mayManage ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')} disabled={!data}>
            {t('notices.add')}
          </button>
        ) : null}
      </div>
      <section className="content-section" aria-labelledby="notices-heading" aria-busy={isFetching}>
        <h2 id="notices-heading" className="content-section__heading">
          {t('notices.heading')}
        </h2>
        <ErrorAlert error={removal.error} />
        <DataTable columns={columns} rows={notices} rowKey={(n) => n.id} emptyText={t('notices.empty')} loading={!data && !error} error={error} errorIntro={t('notices.loadFailed')} onRetry={() => void refetch()} labelledBy="notices-heading" stacked />
      </section>
      {notices.length > 0 ? (
        <section className="content-section" aria-labelledby="notices-preview-heading">
          <h2 id="notices-preview-heading" className="content-section__heading">
            {t('notices.previewHeading')}
          </h2>
          <p className="console-muted content-section__intro">{t('notices.previewHint')}</p>
          <ContentPreviewLanguage value={previewIn} onChange={setPreviewIn} />
          <ContentNoticePreview notices={onLine} opened={openedNotice} onOpen={(n) => setOpened(n.id)} />
        </section>
      ) : null}
      {editing ? (
        <ContentNoticeDialog
          kind="notices"
          token={token}
          item={editing === 'new' ? null : editing}
          nextSort={0}
          language={language}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            dispatch(toastShown({ key: editing === 'new' ? 'consoleContent:notices.added' : 'consoleContent:notices.saved', values: { title: saved.title.EN }, tone: 'success' }));
            setOpened(saved.id);
            setEditing(null);
          }}
        />
      ) : null}
      {removal.asking ? <ConfirmDialog title={removal.asking.title} message={removal.asking.message} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} /> : null}
    </>
  );
}
