import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normalizeSettings } from './settings';

describe('settings', () => {
  it('defaults to TH, no merchant override and no kiosk', () => {
    expect(DEFAULT_SETTINGS).toEqual({ merchantCode: '', language: 'TH', kiosk: false });
  });

  it.each([undefined, null, 'garbage', 42, [], {}])('falls back to defaults for %j', (raw) => {
    expect(normalizeSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid values and replaces invalid ones one by one', () => {
    expect(normalizeSettings({ merchantCode: 'demo_1', language: 'EN', kiosk: true })).toEqual({
      merchantCode: 'demo_1',
      language: 'EN',
      kiosk: true,
    });
    expect(normalizeSettings({ merchantCode: '../x', language: 'FR', kiosk: 'yes', extra: 1 })).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings({ language: 'CN' })).toEqual({ ...DEFAULT_SETTINGS, language: 'CN' });
  });
});
