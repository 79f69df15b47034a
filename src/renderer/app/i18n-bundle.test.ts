import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { ERROR_CODES } from '@shared/errors';
import { popupsCn } from '@/features/home/i18n/popups-cn';
import { popupsEn } from '@/features/home/i18n/popups-en';
import { popupsTh } from '@/features/home/i18n/popups-th';
import type { Messages } from '@/lib/i18n/types';
import { bundleCn } from './i18n/bundle-cn';
import { bundleEn } from './i18n/bundle-en';
import { bundleTh } from './i18n/bundle-th';
import { centreCn } from './i18n/centre-cn';
import { centreEn } from './i18n/centre-en';
import { centreTh } from './i18n/centre-th';
import { consoleBundleCn } from './i18n/console-cn';
import { consoleBundleEn } from './i18n/console-en';
import { consoleBundleTh } from './i18n/console-th';
import { promotionsBundleCn } from './i18n/promotions-cn';
import { promotionsBundleEn } from './i18n/promotions-en';
import { promotionsBundleTh } from './i18n/promotions-th';

/** The namespace home's popups dialog brings with its own chunk (features/home/components/popup-dialog.tsx). */
const popupsBundle: Record<'EN' | 'CN' | 'TH', Record<string, Messages>> = { EN: { popups: popupsEn }, CN: { popups: popupsCn }, TH: { popups: popupsTh } };

// The shell's namespaces and those loaded later (centres, promotions, the console, home's popups
// dialog) together: every one in every language.
const i18nBundle = {
  EN: { ...bundleEn, ...centreEn, ...promotionsBundleEn, ...consoleBundleEn, ...popupsBundle.EN },
  CN: { ...bundleCn, ...centreCn, ...promotionsBundleCn, ...consoleBundleCn, ...popupsBundle.CN },
  TH: { ...bundleTh, ...centreTh, ...promotionsBundleTh, ...consoleBundleTh, ...popupsBundle.TH },
};

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('i18n bundle', () => {
  const namespaces = Object.keys(i18nBundle.EN);

  it('has the same namespaces in every language', () => {
    for (const lang of LANGUAGES) expect(Object.keys(i18nBundle[lang]).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has every key, non-empty, with the same placeholders, in EN, CN and TH', (ns) => {
    const en = leaves(i18nBundle.EN[ns] ?? {});
    expect(en.size).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const other = leaves(i18nBundle[lang][ns] ?? {});
      expect([...other.keys()].sort(), `${lang}:${ns}`).toEqual([...en.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${lang}:${ns}:${key} is empty`).not.toBe('');
        expect(placeholders(text), `${lang}:${ns}:${key}`).toEqual(placeholders(en.get(key) ?? ''));
      }
    }
  });

  it('translates every error code of src/shared/errors.ts in all three languages', () => {
    for (const lang of LANGUAGES) {
      const errors = i18nBundle[lang].errors ?? {};
      for (const code of ERROR_CODES) {
        const text = errors[code];
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}: errors:${code}`).toBe(true);
      }
    }
  });

  it('really translates: CN and TH differ from EN for most strings', () => {
    const en = [...namespaces].flatMap((ns) => [...leaves(i18nBundle.EN[ns] ?? {}).values()]);
    for (const lang of ['CN', 'TH'] as const) {
      const other = [...namespaces].flatMap((ns) => [...leaves(i18nBundle[lang][ns] ?? {}).values()]);
      const same = other.filter((text, i) => text === en[i]).length;
      expect(same / other.length, lang).toBeLessThan(0.2);
    }
  });
});
