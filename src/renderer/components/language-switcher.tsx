import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@shared/constants';
import { changeLanguage, useLanguage } from '@/lib/i18n/i18n';
import { registerAllScriptFonts } from '@/lib/web-fonts/web-fonts';
import './language-switcher.css';

/**
 * A labelled select of EN / CN / TH; the choice is stored (localStorage `lang`). Each option names its
 * language in its own script, so reaching for the menu registers every shipped font.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className={`language-switcher${compact ? ' language-switcher--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'language-switcher__label'}>
        {t('language')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={language}
        onFocus={registerAllScriptFonts}
        onPointerDown={registerAllScriptFonts}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
