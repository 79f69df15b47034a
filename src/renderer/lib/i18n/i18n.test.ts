import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LanguageLoaders } from './i18n';

// The browser parts i18n.ts touches: the window (its host), the storage and the root element's lang.
const storage = new Map<string, string>([['lang', 'EN']]);
vi.stubGlobal('window', { localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) } });
vi.stubGlobal('document', { documentElement: { lang: '' } });
afterAll(() => vi.unstubAllGlobals());

const { addMessages, initI18n } = await import('./i18n');

const bundle = (ns: string, word: string): LanguageLoaders => ({
  EN: () => Promise.resolve({ [ns]: { word: `${word} (EN)` } }),
  CN: () => Promise.resolve({ [ns]: { word: `${word} (CN)` } }),
  TH: () => Promise.resolve({ [ns]: { word: `${word} (TH)` } }),
});

describe('messages a page adds', () => {
  it('a page loaded before i18next has started (the first screen’s, loaded beside the language) gets its words once it has', async () => {
    let added = false;
    // The page's module awaits this at its top level: it must not settle before the words are there.
    const page = addMessages(bundle('agent', 'login')).then(() => {
      added = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toBe(false);
    const i18n = await initI18n(bundle('common', 'home'));
    await page;
    expect(i18n.t('agent:word')).toBe('login (EN)');
    expect(i18n.t('common:word')).toBe('home (EN)');
  });

  it('a page loaded after the start adds its words in the current language at once', async () => {
    await addMessages(bundle('records', 'bets'));
    const { default: i18next } = await import('i18next');
    expect(i18next.t('records:word')).toBe('bets (EN)');
  });
});
