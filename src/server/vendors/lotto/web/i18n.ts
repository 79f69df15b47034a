import { CN } from './strings-cn';
import { EN, type StringKey } from './strings-en';
import { TH } from './strings-th';

/** The app's language (boot.lang) and its string lookup: t('slip.placed', { draw, balance }). */
export type Lang = 'EN' | 'CN' | 'TH';
export type { StringKey };

const TABLES: Record<Lang, Record<StringKey, string>> = { EN, CN, TH };
let table: Record<StringKey, string> = EN;
let current: Lang = 'EN';

export function setLang(lang: string): Lang {
  current = lang === 'CN' || lang === 'TH' ? lang : 'EN';
  table = TABLES[current];
  return current;
}

export const lang = (): Lang => current;

export function t(key: StringKey, vars: Record<string, string | number> = {}): string {
  return table[key].replace(/\{(\w+)\}/gu, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

const has = (key: string): key is StringKey => key in EN;

/** A key built from data (bet types, tiers, statuses, error codes), falling back to the raw text or a default key. */
export function tx(key: string, fallback?: StringKey, vars: Record<string, string | number> = {}): string {
  if (has(key)) return t(key, vars);
  return fallback ? t(fallback, vars) : key.slice(key.indexOf('.') + 1);
}
