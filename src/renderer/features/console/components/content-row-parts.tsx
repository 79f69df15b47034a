import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type Localized } from '@shared/constants';

/** A title in the console's language, the other languages under it. */
export function ContentTitles({ text, language }: { text: Localized; language: Language }) {
  return (
    <span className="content-titles">
      <strong>{text[language]}</strong>
      <span className="console-muted">
        {LANGUAGES.filter((l) => l !== language)
          .map((l) => text[l])
          .join(' · ')}
      </span>
    </span>
  );
}

interface ActionsProps {
  kind: 'notices' | 'popups' | 'help';
  title: string;
  pressed: boolean;
  mayManage: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's preview, edit and delete buttons, each named after the row; edit and delete only with the content permission. */
export function ContentRowActions({ kind, title, pressed, mayManage, onPreview, onEdit, onDelete }: ActionsProps) {
  const { t } = useTranslation('consoleContent');
  return (
    <span className="content-actions">
      <button type="button" className="button button--ghost" aria-pressed={pressed} aria-label={t(`${kind}.previewOf`, { title })} onClick={onPreview}>
        {t('text.preview')}
      </button>
      {mayManage ? (
        <>
          <button type="button" className="button button--ghost" aria-label={t(`${kind}.editOf`, { title })} onClick={onEdit}>
            {t('text.edit')}
          </button>
          <button type="button" className="button button--danger" aria-label={t(`${kind}.deleteOf`, { title })} onClick={onDelete}>
            {t('text.delete')}
          </button>
        </>
      ) : null}
    </span>
  );
}
