import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normalizeSettings, publicSettings } from './settings';

describe('settings', () => {
  it('defaults to TH, no merchant override, no kiosk, 120 s idle timeout and no mirrors', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      merchantCode: '',
      language: 'TH',
      kiosk: false,
      idleTimeoutSeconds: 120,
      lastGoodMirror: null,
      mirrors: [],
    });
  });

  it.each([undefined, null, 'garbage', 42, [], {}])('falls back to defaults for %j', (raw) => {
    expect(normalizeSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid values and replaces invalid ones one by one', () => {
    const valid = {
      merchantCode: 'demo_1',
      language: 'EN',
      kiosk: true,
      idleTimeoutSeconds: 300,
      lastGoodMirror: 'https://m1.example.com',
      mirrors: [{ origin: 'https://m1.example.com', priority: 1 }],
    };
    expect(normalizeSettings(valid)).toEqual(valid);
    expect(
      normalizeSettings({
        merchantCode: '../x',
        language: 'FR',
        kiosk: 'yes',
        idleTimeoutSeconds: 5,
        lastGoodMirror: 'javascript:alert(1)',
        mirrors: 'nope',
        extra: 1,
      }),
    ).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings({ language: 'CN', idleTimeoutSeconds: 120.5 })).toEqual({ ...DEFAULT_SETTINGS, language: 'CN' });
  });

  it('keeps only valid, distinct mirrors', () => {
    const mirrors = [
      { origin: 'https://m1.example.com', priority: 2 },
      { origin: 'https://m1.example.com', priority: 1 },
      { origin: 'http://m2.example.com', priority: 1 },
      { origin: 'https://m3.example.com/path', priority: 1 },
      { origin: 'https://m4.example.com', priority: 'high' },
      null,
      { origin: 'http://127.0.0.1:8080', priority: 3 },
    ];
    expect(normalizeSettings({ mirrors }).mirrors).toEqual([
      { origin: 'https://m1.example.com', priority: 2 },
      { origin: 'http://127.0.0.1:8080', priority: 3 },
    ]);
  });

  it('gives the renderer no mirror internals', () => {
    expect(Object.keys(publicSettings(DEFAULT_SETTINGS)).sort()).toEqual(['idleTimeoutSeconds', 'kiosk', 'language', 'merchantCode']);
  });
});
