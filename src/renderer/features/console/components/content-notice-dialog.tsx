import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeInputSchema, NOTICE_LIMITS, popupInputSchema, type ConsoleNotice, type ConsolePopup } from '@shared/api/console-notices';
import { POPUP_EXECUTIONS, type Language, type Localized, type PopupExecution } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { useSaveNoticeMutation, useSavePopupMutation } from '../api-content-notices';
import { checkDraft, emptyLocalized, serverProblems, sortOf, type TextProblems } from '../content-notices-form';
import { useDialogDraft } from '../use-dialog-draft';
import { NoticeOpened } from './content-notice-preview';
import { ContentPopupPreview } from './content-popup-preview';
import { ContentPreviewLanguage } from './content-preview-language';
import { ContentTextFields } from './content-text-fields';
import { DialogFooter } from './dialog-footer';

interface Draft {
  title: Localized;
  content: Localized;
  execution: PopupExecution;
  sort: string;
}

type DialogProps = { token: string; nextSort: number; language: Language; onClose: () => void } & (
  | { kind: 'notices'; item: ConsoleNotice | null; onSaved: (saved: ConsoleNotice) => void }
  | { kind: 'popups'; item: ConsolePopup | null; onSaved: (saved: ConsolePopup) => void }
);

const draftOf = (item: ConsoleNotice | ConsolePopup | null, nextSort: number): Draft =>
  item
    ? { title: { ...item.title }, content: { ...item.content }, execution: 'execution' in item ? item.execution : 'A', sort: String(item.sort) }
    : { title: emptyLocalized(), content: emptyLocalized(), execution: 'A', sort: String(nextSort) };

/** Adds or changes a notice or an announcement popup in every language, previewed as the site shows it. */
export function ContentNoticeDialog(props: DialogProps) {
  const { kind, token, item, nextSort, onClose } = props;
  const { t } = useTranslation('consoleContent');
  const [previewIn, setPreviewIn] = useState<Language>(props.language);
  const [saveNotice, noticeSave] = useSaveNoticeMutation();
  const [savePopup, popupSave] = useSavePopupMutation();
  const { error, isLoading, reset } = kind === 'notices' ? noticeSave : popupSave;
  const { draft, problems, setProblems, change } = useDialogDraft<Draft, string>(() => draftOf(item, nextSort), reset);
  const refused = serverProblems(error);
  const shown: TextProblems = { ...refused, ...problems };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = { title: draft.title, content: draft.content, sort: sortOf(draft.sort) };
    if (props.kind === 'notices') {
      const checked = checkDraft(noticeInputSchema, candidate);
      if ('problems' in checked) return setProblems(checked.problems);
      const saved = await saveNotice({ token, id: props.item?.id ?? null, input: checked.input })
        .unwrap()
        .catch(() => null);
      if (saved) props.onSaved(saved);
      return;
    }
    const checked = checkDraft(popupInputSchema, { ...candidate, execution: draft.execution });
    if ('problems' in checked) return setProblems(checked.problems);
    const saved = await savePopup({ token, id: props.item?.id ?? null, input: checked.input })
      .unwrap()
      .catch(() => null);
    if (saved) props.onSaved(saved);
  };

  const heading = item ? t(`${kind}.editTitle`, { title: item.title.EN }) : t(`${kind}.addTitle`);
  const preview = { title: draft.title[previewIn].trim() || '…', content: draft.content[previewIn].trim() || '…' };
  return (
    <Modal title={heading} onClose={onClose} size="lg">
      <form className="form content-dialog" noValidate onSubmit={(event) => void submit(event)}>
        <ContentTextFields title={draft.title} content={draft.content} problems={shown} contentMax={NOTICE_LIMITS.content} onChange={(next, path) => change(next, path)} />
        <div className="content-dialog__link">
          {kind === 'popups' ? (
            <SelectField
              label={t('popups.execution.label')}
              value={draft.execution}
              error={shown.execution ? t(`text.problem.${shown.execution}`) : null}
              onChange={(value) => change({ execution: POPUP_EXECUTIONS.find((e) => e === value) ?? 'A' }, 'execution')}
            >
              {POPUP_EXECUTIONS.map((execution) => (
                <option key={execution} value={execution}>
                  {t(`popups.execution.${execution}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <FormField label={t('text.order')} inputMode="numeric" value={draft.sort} error={shown.sort ? t(`text.problem.${shown.sort}`) : null} onChange={(value) => change({ sort: value }, 'sort')} />
        </div>
        <section className="content-dialog__preview" aria-label={t('text.preview')}>
          <ContentPreviewLanguage value={previewIn} onChange={setPreviewIn} />
          {kind === 'notices' ? <NoticeOpened notice={preview} /> : <ContentPopupPreview title={preview.title} content={preview.content} position={0} count={1} />}
        </section>
        <DialogFooter error={error} errorShownByField={Object.keys(refused).length > 0} onCancel={onClose} submitLabel={item ? t('text.saveChanges') : t(`${kind}.add`)} busy={isLoading} />
      </form>
    </Modal>
  );
}
