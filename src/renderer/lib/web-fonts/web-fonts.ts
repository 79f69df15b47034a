import type { i18n as I18n } from 'i18next';
import { LANGUAGES, isLanguage, type Language } from '@shared/constants';
import type { FaceSlice } from './types';

/**
 * The fonts the app ships for the scripts a machine may lack (a kiosk or a phone with no Thai or
 * Chinese font would draw boxes). Each language's faces are a lazy chunk: English loads none, and a
 * face registered here is downloaded only when the page shows a character in its unicode-range.
 * The families lead the stack in theme.css (`--font`), so TH and CN look the same on every machine.
 */
const SCRIPT_FACES: Partial<Record<Language, () => Promise<FaceSlice[]>>> = {
  TH: () => import('./thai-faces').then((m) => m.THAI_FACES),
  CN: () => import('./chinese-faces').then((m) => m.CHINESE_FACES),
};

const registered = new Set<Language>();

/** Registers the language's faces with `document.fonts` (once); nothing downloads until a glyph needs it. */
export async function registerScriptFonts(language: Language): Promise<void> {
  const load = SCRIPT_FACES[language];
  if (!load || registered.has(language) || typeof FontFace === 'undefined') return;
  registered.add(language);
  for (const face of await load()) {
    const descriptors = { style: 'normal', weight: '100 900', display: 'swap', unicodeRange: face.unicodeRange } as const;
    document.fonts.add(new FontFace(face.family, `url(${face.url}) format('woff2')`, descriptors));
  }
}

/** Every language's faces: the language menu names each language in its own script. */
export function registerAllScriptFonts(): void {
  for (const language of LANGUAGES) void registerScriptFonts(language);
}

/** Registers the faces of the current language now and of each language switched to. */
export function watchScriptFonts(i18n: I18n): void {
  if (isLanguage(i18n.language)) void registerScriptFonts(i18n.language);
  i18n.on('languageChanged', (language) => {
    if (isLanguage(language)) void registerScriptFonts(language);
  });
}
