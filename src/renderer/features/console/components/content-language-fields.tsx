import { LANGUAGES, type Language, type Localized } from '@shared/constants';
import { FormField } from '@/components/form-field';

interface LanguageFieldsProps {
  value: Localized;
  label: (language: Language) => string;
  error: (language: Language) => string | null;
  maxLength?: number;
  onChange: (next: Localized, language: Language) => void;
}

/** One required one-line text in each language the site speaks (a banner's or a help category's title), side by side. */
export function ContentLanguageFields({ value, label, error, maxLength, onChange }: LanguageFieldsProps) {
  return (
    <div className="content-dialog__titles">
      {LANGUAGES.map((language) => (
        <FormField
          key={language}
          label={label(language)}
          required
          maxLength={maxLength}
          value={value[language]}
          error={error(language)}
          onChange={(text) => onChange({ ...value, [language]: text }, language)}
        />
      ))}
    </div>
  );
}
