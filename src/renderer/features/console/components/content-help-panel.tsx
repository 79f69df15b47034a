import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleHelpArticle } from '@shared/api/console-notices';
import type { Language } from '@shared/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { useAppDispatch } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { toastShown } from '@/lib/ui';
import { useConsoleHelpArticlesQuery, useDeleteHelpArticleMutation } from '../api-content-notices';
import { helpGroupsOf } from '../content-help-groups';
import { nextSortOf } from '../content-notices-form';
import { useConfirmedAction } from '../use-confirmed-action';
import { ContentHelpDialog } from './content-help-dialog';
import { ContentHelpPreview } from './content-help-preview';
import { ContentPreviewLanguage } from './content-preview-language';
import { ContentRowActions, ContentTitles } from './content-row-parts';

/** The Help tab: the help centre's articles in order with their category and address, and the help centre previewed. */
export function ContentHelpPanel({ token, mayManage }: { token: string; mayManage: boolean }) {
  const { t } = useTranslation('consoleContent');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const [previewIn, setPreviewIn] = useState<Language>(language);
  const { data, error, isFetching, refetch } = useConsoleHelpArticlesQuery({ token }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ConsoleHelpArticle | 'new' | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [remove] = useDeleteHelpArticleMutation();
  const removal = useConfirmedAction();
  const articles = data?.list ?? [];

  const preview = (article: ConsoleHelpArticle) => {
    setChosen(article.id);
    document.getElementById('help-preview-heading')?.scrollIntoView({ block: 'nearest' });
  };
  const askDelete = (article: ConsoleHelpArticle) =>
    removal.ask({
      title: t('help.deleteTitle', { title: article.title.EN }),
      message: t('help.deleteMessage', { slug: article.slug }),
      run: async () => {
        await remove({ token, id: article.id }).unwrap();
        dispatch(toastShown({ key: 'consoleContent:help.deleted', values: { title: article.title.EN }, tone: 'success' }));
      },
    });

  const columns: DataColumn<ConsoleHelpArticle>[] = [
    { header: t('text.column.title'), wrap: true, cell: (a) => <ContentTitles text={a.title} language={language} /> },
    {
      header: t('text.column.category'),
      wrap: true,
      cell: (a) => (
        <span className="content-titles">
          <span>{a.categoryTitle[language]}</span>
          <code className="content-link">{a.category}</code>
        </span>
      ),
    },
    { header: t('text.column.address'), wrap: true, cell: (a) => <code className="content-link">/help#{a.slug}</code> },
    { header: t('text.column.order'), align: 'end', cell: (a) => a.sort },
    {
      header: t('text.column.actions'),
      align: 'end',
      cell: (a) => <ContentRowActions kind="help" title={a.title.EN} pressed={chosen === a.id} mayManage={mayManage} onPreview={() => preview(a)} onEdit={() => setEditing(a)} onDelete={() => askDelete(a)} />,
    },
  ];

  return (
    <>
      <div className="content-toolbar content-toolbar--end">
        {mayManage ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')} disabled={!data}>
            {t('help.add')}
          </button>
        ) : null}
      </div>
      <section className="content-section" aria-labelledby="help-heading" aria-busy={isFetching}>
        <h2 id="help-heading" className="content-section__heading">
          {t('help.heading')}
        </h2>
        <ErrorAlert error={removal.error} />
        <DataTable columns={columns} rows={articles} rowKey={(a) => a.id} emptyText={t('help.empty')} loading={!data && !error} error={error} errorIntro={t('help.loadFailed')} onRetry={() => void refetch()} labelledBy="help-heading" stacked />
      </section>
      {articles.length > 0 ? (
        <section className="content-section" aria-labelledby="help-preview-heading">
          <h2 id="help-preview-heading" className="content-section__heading">
            {t('help.previewHeading')}
          </h2>
          <ContentPreviewLanguage value={previewIn} onChange={setPreviewIn} />
          <ContentHelpPreview groups={helpGroupsOf(articles, previewIn)} current={chosen} onChoose={setChosen} />
        </section>
      ) : null}
      {editing ? (
        <ContentHelpDialog
          token={token}
          item={editing === 'new' ? null : editing}
          articles={articles}
          nextSort={nextSortOf(articles)}
          language={language}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            dispatch(toastShown({ key: editing === 'new' ? 'consoleContent:help.added' : 'consoleContent:help.saved', values: { title: saved.title.EN }, tone: 'success' }));
            setChosen(saved.id);
            setEditing(null);
          }}
        />
      ) : null}
      {removal.asking ? <ConfirmDialog title={removal.asking.title} message={removal.asking.message} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} /> : null}
    </>
  );
}
