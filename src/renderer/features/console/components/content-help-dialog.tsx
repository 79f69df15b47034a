import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { helpArticleInputSchema, NOTICE_LIMITS, type ConsoleHelpArticle } from '@shared/api/console-notices';
import type { Language, Localized } from '@shared/constants';
import { FieldFrame, FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useSaveHelpArticleMutation } from '../api-content-notices';
import { helpCategoriesOf, helpGroupsOf } from '../content-help-groups';
import { categoryCodeOf, checkDraft, emptyLocalized, limitOf, serverProblems, sortOf, type TextProblems } from '../content-notices-form';
import { useDialogDraft } from '../use-dialog-draft';
import { ContentHelpPreview } from './content-help-preview';
import { ContentLanguageFields } from './content-language-fields';
import { ContentPreviewLanguage } from './content-preview-language';
import { ContentTextFields } from './content-text-fields';
import { DialogFooter } from './dialog-footer';

interface Draft {
  category: string;
  categoryTitle: Localized;
  slug: string;
  title: Localized;
  content: Localized;
  sort: string;
}

interface DialogProps {
  token: string;
  item: ConsoleHelpArticle | null;
  articles: readonly ConsoleHelpArticle[];
  nextSort: number;
  language: Language;
  onClose: () => void;
  onSaved: (saved: ConsoleHelpArticle) => void;
}

const draftOf = (item: ConsoleHelpArticle | null, nextSort: number): Draft =>
  item
    ? { category: item.category, categoryTitle: { ...item.categoryTitle }, slug: item.slug, title: { ...item.title }, content: { ...item.content }, sort: String(item.sort) }
    : { category: '', categoryTitle: emptyLocalized(), slug: '', title: emptyLocalized(), content: emptyLocalized(), sort: String(nextSort) };

/** Adds or changes a help article: its category, address, title and text in every language, previewed in the help centre. */
export function ContentHelpDialog({ token, item, articles, nextSort, language, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation('consoleContent');
  const listId = useId();
  const [previewIn, setPreviewIn] = useState<Language>(language);
  const [save, { error, isLoading, reset }] = useSaveHelpArticleMutation();
  const { draft, problems, setProblems, change } = useDialogDraft<Draft, string>(() => draftOf(item, nextSort), reset);
  const categories = helpCategoriesOf(articles);
  const refused = serverProblems(error);
  const shown: TextProblems = { ...refused, ...problems };
  const problem = (path: string) => (shown[path] ? t(`text.problem.${shown[path]}`, { max: limitOf(path) }) : null);
  const chooseCategory = (typed: string) => {
    const code = categoryCodeOf(typed);
    const known = categories.find((c) => c.category === code);
    change(known ? { category: code, categoryTitle: { ...known.categoryTitle } } : { category: code }, 'category');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(helpArticleInputSchema, { ...draft, sort: sortOf(draft.sort) });
    if ('problems' in checked) return setProblems(checked.problems);
    const saved = await save({ token, id: item?.id ?? null, input: checked.input })
      .unwrap()
      .catch(() => null);
    if (saved) onSaved(saved);
  };

  // The help centre with this article as drafted, in its place.
  const drafted: ConsoleHelpArticle = { id: item?.id ?? -1, category: draft.category || '…', categoryTitle: draft.categoryTitle, slug: draft.slug, title: draft.title, content: draft.content, sort: sortOf(draft.sort) };
  const others = articles.filter((a) => a.id !== drafted.id);
  const ordered = [...others.filter((a) => a.sort <= drafted.sort), drafted, ...others.filter((a) => a.sort > drafted.sort)];
  const groups = helpGroupsOf(ordered, previewIn).map((g) => ({ ...g, title: g.title || '…', articles: g.articles.map((a) => ({ ...a, title: a.title || '…' })) }));
  return (
    <Modal title={item ? t('help.editTitle', { title: item.title.EN }) : t('help.addTitle')} onClose={onClose} size="lg">
      <form className="form content-dialog" noValidate onSubmit={(event) => void submit(event)}>
        <div className="content-dialog__link">
          <FieldFrame label={t('help.category')} required hint={t('help.categoryHint')} error={problem('category')}>
            {(control) => <input {...control} className="form-field__input" list={listId} value={draft.category} maxLength={NOTICE_LIMITS.category} onChange={(event) => chooseCategory(event.target.value)} />}
          </FieldFrame>
          <datalist id={listId}>
            {categories.map((c) => (
              <option key={c.category} value={c.category}>
                {c.categoryTitle[language]}
              </option>
            ))}
          </datalist>
          <FieldFrame label={t('help.slug')} required hint={t('help.slugHint', { slug: draft.slug || '…' })} error={problem('slug')}>
            {(control) => <input {...control} className="form-field__input" value={draft.slug} maxLength={NOTICE_LIMITS.slug} onChange={(event) => change({ slug: event.target.value.toLowerCase() }, 'slug')} />}
          </FieldFrame>
          <FormField label={t('text.order')} inputMode="numeric" value={draft.sort} error={problem('sort')} onChange={(value) => change({ sort: value }, 'sort')} />
        </div>
        <ContentLanguageFields
          value={draft.categoryTitle}
          label={(l) => t(`help.categoryTitle.${l}`)}
          error={(l) => problem(`categoryTitle.${l}`)}
          onChange={(categoryTitle, l) => change({ categoryTitle }, `categoryTitle.${l}`)}
        />
        <p className="form-hint content-dialog__hint">{t('help.categoryTitleHint')}</p>
        <ContentTextFields title={draft.title} content={draft.content} problems={shown} contentMax={NOTICE_LIMITS.helpContent} long onChange={(next, path) => change(next, path)} />
        <section className="content-dialog__preview" aria-label={t('text.preview')}>
          <ContentPreviewLanguage value={previewIn} onChange={setPreviewIn} />
          <ContentHelpPreview groups={groups} current={drafted.id} onChoose={() => undefined} />
        </section>
        <DialogFooter error={error} errorShownByField={Object.keys(refused).length > 0} onCancel={onClose} submitLabel={item ? t('text.saveChanges') : t('help.add')} busy={isLoading} />
      </form>
    </Modal>
  );
}
