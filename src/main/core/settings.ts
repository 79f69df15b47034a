import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants';

/** Desktop settings kept by electron-store; anything invalid falls back to its default. */
export interface AppSettings {
  merchantCode: string;
  language: Language;
  kiosk: boolean;
}

export const DEFAULT_SETTINGS: Readonly<AppSettings> = Object.freeze({
  merchantCode: '',
  language: DEFAULT_LANGUAGE,
  kiosk: false,
});

const MERCHANT_CODE = /^[A-Za-z0-9_-]{0,32}$/u;

export function isMerchantCode(value: unknown): value is string {
  return typeof value === 'string' && MERCHANT_CODE.test(value);
}

/** Reads whatever was stored (possibly corrupt or from an older version) into valid settings. */
export function normalizeSettings(raw: unknown): AppSettings {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    merchantCode: isMerchantCode(record.merchantCode) ? record.merchantCode : DEFAULT_SETTINGS.merchantCode,
    language: isLanguage(record.language) ? record.language : DEFAULT_SETTINGS.language,
    kiosk: typeof record.kiosk === 'boolean' ? record.kiosk : DEFAULT_SETTINGS.kiosk,
  };
}
