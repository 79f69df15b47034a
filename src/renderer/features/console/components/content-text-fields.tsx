import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Localized } from '@shared/constants';
import { FieldFrame, FormField } from '@/components/form-field';
import { limitOf, type TextProblems } from '../content-notices-form';

interface TextFieldsProps {
  title: Localized;
  content: Localized;
  problems: TextProblems;
  contentMax: number;
  /** Help articles are long: a taller box, and the paragraph rule. */
  long?: boolean;
  onChange: (next: { title: Localized; content: Localized }, path: string) => void;
}

/** A title and a text in each language the site speaks, side by side on wide screens. */
export function ContentTextFields({ title, content, problems, contentMax, long = false, onChange }: TextFieldsProps) {
  const { t } = useTranslation('consoleContent');
  const problem = (path: string, max: number) => (problems[path] ? t(`text.problem.${problems[path]}`, { max }) : null);
  return (
    <div className="content-languages">
      {LANGUAGES.map((language) => (
        <fieldset key={language} className="content-language">
          <legend className="content-language__legend">{t(`text.language.${language}`)}</legend>
          <FormField
            label={t(`text.title.${language}`)}
            required
            value={title[language]}
            error={problem(`title.${language}`, limitOf('title'))}
            onChange={(value) => onChange({ title: { ...title, [language]: value }, content }, `title.${language}`)}
          />
          <FieldFrame label={t(`text.content.${language}`)} required hint={t(long ? 'text.paragraphsHint' : 'text.contentHint')} error={problem(`content.${language}`, contentMax)}>
            {(control) => (
              <textarea
                {...control}
                className="form-field__input form-textarea"
                rows={long ? 8 : 4}
                value={content[language]}
                onChange={(event) => onChange({ title, content: { ...content, [language]: event.target.value } }, `content.${language}`)}
              />
            )}
          </FieldFrame>
        </fieldset>
      ))}
    </div>
  );
}
