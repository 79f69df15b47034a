import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, isLanguage, type Language } from '@shared/constants';
import { getHost } from '../host/get-host';
import { readStorage, writeStorage } from '../storage';
import { chooseLanguage, HTML_LANG, type LanguageChoice } from './language';
import type { Messages } from './types';

export type LanguageLoaders = Record<Language, () => Promise<Record<string, Messages>>>;

let loaders: LanguageLoaders | null = null;
/** Namespaces that pages add when they load (addMessages), loaded again in each language switched to. */
const added: LanguageLoaders[] = [];
const loaded = new Set<string>();
/** The start language, once i18next has started in it (initI18n). */
let markStarted: (language: Language) => void = () => undefined;
const started = new Promise<Language>((resolve) => {
  markStarted = resolve;
});

async function addBundle(language: Language, bundle: LanguageLoaders, key: string): Promise<void> {
  if (loaded.has(key)) return;
  for (const [ns, messages] of Object.entries(await bundle[language]())) i18next.addResourceBundle(language, ns, messages, true, true);
  loaded.add(key);
}

function reflect(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
}

async function ensureLoaded(language: Language): Promise<void> {
  if (loaders && !i18next.hasResourceBundle(language, 'common')) await addBundle(language, loaders, `${language}:shell`);
  await Promise.all(added.map((bundle, index) => addBundle(language, bundle, `${language}:${index}`)));
}

/**
 * Adds namespaces that only some pages use, in the current language now and in every language
 * switched to later; a page's module awaits it before it renders. A page loaded before i18next has
 * started (the first screen's page loads beside the language) gets them once it has.
 */
export async function addMessages(bundle: LanguageLoaders): Promise<void> {
  if (!added.includes(bundle)) added.push(bundle);
  const language = isLanguage(i18next.language) ? i18next.language : await started;
  await addBundle(language, bundle, `${language}:${added.indexOf(bundle)}`);
}

/**
 * The language to start in: the one the desktop shell kept (its settings survive a kiosk wipe and
 * a new app origin), else the stored one (spec section 4).
 */
async function startLanguage(): Promise<LanguageChoice> {
  const stored = readStorage('local', STORAGE_KEYS.lang);
  const kept = await getHost().savedLanguage().catch(() => null);
  if (kept) return { language: kept, store: stored !== kept };
  return chooseLanguage(stored);
}

/** Starts i18next in the saved language, loading only that language's chunk. */
export async function initI18n(languageLoaders: LanguageLoaders): Promise<typeof i18next> {
  loaders = languageLoaders;
  const { language, store } = await startLanguage();
  if (store) writeStorage('local', STORAGE_KEYS.lang, language);
  const bundle = await languageLoaders[language]();
  await i18next.use(initReactI18next).init({
    resources: { [language]: bundle },
    lng: language,
    // Every key exists in every language (checked by a unit test), so there is nothing to fall back to.
    fallbackLng: false,
    ns: Object.keys(bundle),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  reflect(language);
  markStarted(language);
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStorage('local', STORAGE_KEYS.lang, language);
  getHost().saveLanguage(language);
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  reflect(language);
}

/** The active language, for API calls that take `language` (refetched when it changes). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.language;
  return isLanguage(current) ? current : 'TH';
}
