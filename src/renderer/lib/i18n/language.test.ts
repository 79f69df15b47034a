import { describe, expect, it } from 'vitest';
import { chooseLanguage, HTML_LANG } from './language';

describe('chooseLanguage', () => {
  it('keeps a saved supported language', () => {
    expect(chooseLanguage('EN')).toEqual({ language: 'EN', store: false });
    expect(chooseLanguage('CN')).toEqual({ language: 'CN', store: false });
    expect(chooseLanguage('TH')).toEqual({ language: 'TH', store: false });
  });

  it('replaces anything else with TH and asks to store it', () => {
    for (const saved of [null, '', 'en', 'VN', 'KLINGON', ' EN']) {
      expect(chooseLanguage(saved)).toEqual({ language: 'TH', store: true });
    }
  });

  it('maps each language to an html lang tag', () => {
    expect(HTML_LANG).toEqual({ EN: 'en', CN: 'zh-CN', TH: 'th' });
  });
});
