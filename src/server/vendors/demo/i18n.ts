import { isLanguage, type Language } from '@shared/constants';
import { CN } from './i18n-cn';
import { EN, type Strings } from './i18n-en';
import { TH } from './i18n-th';

export type { StringKey, Strings } from './i18n-en';

/**
 * The demo vendor's own strings. A vendor ships its own translations (it cannot use the platform's
 * i18next bundle); `lang` from the launch URL picks EN, CN or TH. Every language has every key:
 * the Strings type makes a missing one a compile error.
 */
export const DICTIONARIES: Record<Language, Strings> = { EN, CN, TH };

/** The language a query asked for; anything else is English. */
export function languageOf(value: unknown): Language {
  const upper = typeof value === 'string' ? value.toUpperCase() : value;
  return isLanguage(upper) ? upper : 'EN';
}

export function stringsOf(lang: Language): Strings {
  return DICTIONARIES[lang];
}

/** `{name}` placeholders filled from `values`; an unknown placeholder stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/gu, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
