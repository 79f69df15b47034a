import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants';

/** Which language the preview shows the site in (the site shows each player their own). */
export function ContentPreviewLanguage({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation('consoleContent');
  return (
    <div className="content-preview-language" role="group" aria-label={t('text.previewLanguage')}>
      <span className="console-muted" aria-hidden="true">
        {t('text.previewLanguage')}
      </span>
      {LANGUAGES.map((language) => (
        <button key={language} type="button" className="content-preview-language__option" aria-pressed={language === value} onClick={() => onChange(language)}>
          {t(`text.language.${language}`)}
        </button>
      ))}
    </div>
  );
}
