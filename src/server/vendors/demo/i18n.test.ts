import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { escapeHtml, formatMinor, jsonForScript } from './html';
import { DICTIONARIES, fill, languageOf } from './i18n';
import { rulesTextOf } from './rules-text';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort();

describe('demo vendor strings', () => {
  it.each(LANGUAGES)('%s has every key, non-empty, with the same placeholders as English', (lang) => {
    const strings = DICTIONARIES[lang];
    for (const [key, english] of Object.entries(DICTIONARIES.EN)) {
      const text = strings[key as keyof typeof strings];
      expect(text, key).toBeTruthy();
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  it.each(LANGUAGES)('%s words every rule, symbol and fish', (lang) => {
    const text = rulesTextOf(lang);
    const english = rulesTextOf('EN');
    for (const game of Object.keys(english.rules) as (keyof typeof english.rules)[]) expect(text.rules[game]).toHaveLength(english.rules[game].length);
    expect(Object.keys(text.symbols).sort()).toEqual(Object.keys(english.symbols).sort());
    expect(Object.keys(text.fish).sort()).toEqual(Object.keys(english.fish).sort());
  });

  it('reads the language leniently and fills placeholders', () => {
    expect(languageOf('th')).toBe('TH');
    expect(languageOf('xx')).toBe('EN');
    expect(languageOf(undefined)).toBe('EN');
    expect(fill('Line {line}: {other}', { line: 3 })).toBe('Line 3: {other}');
  });

  it('formats minor units and escapes what it writes into HTML', () => {
    expect(formatMinor(123_456_789)).toBe('1,234,567.89');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-2_000)).toBe('-20.00');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(jsonForScript({ t: '</script><!--' })).toBe('{"t":"\\u003c/script\\u003e\\u003c!--"}');
  });
});
