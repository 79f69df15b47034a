import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants';

export interface LanguageChoice {
  language: Language;
  /** True when the saved value was missing or not allowed and the default must be stored. */
  store: boolean;
}

/** Spec section 4: a saved language counts only if it is EN, CN or TH; otherwise TH is stored. */
export function chooseLanguage(saved: string | null): LanguageChoice {
  if (isLanguage(saved)) return { language: saved, store: false };
  return { language: DEFAULT_LANGUAGE, store: true };
}

/** BCP 47 tag for <html lang> and Intl. */
export const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };
