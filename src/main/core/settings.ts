import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@shared/constants';
import { IDLE_TIMEOUT, type DesktopSettings } from '@shared/desktop';
import { mirrorOrigin, type MirrorEntry } from './mirror-list';

/** Desktop settings kept by electron-store; anything invalid falls back to its default, field by field. */
export interface AppSettings extends DesktopSettings {
  /** Origin of the mirror that last answered, tried first at the next start. */
  lastGoodMirror: string | null;
  /** The mirror list as last refreshed from /wps/system/domainRoute. */
  mirrors: MirrorEntry[];
}

export const DEFAULT_SETTINGS: Readonly<AppSettings> = Object.freeze({
  merchantCode: '',
  language: DEFAULT_LANGUAGE,
  kiosk: false,
  idleTimeoutSeconds: IDLE_TIMEOUT.default,
  lastGoodMirror: null,
  mirrors: [],
});

const MERCHANT_CODE = /^[A-Za-z0-9_-]{0,32}$/u;
const MAX_MIRRORS = 50;

export function isMerchantCode(value: unknown): value is string {
  return typeof value === 'string' && MERCHANT_CODE.test(value);
}

export function isIdleTimeout(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= IDLE_TIMEOUT.min && (value as number) <= IDLE_TIMEOUT.max;
}

function normalizeMirrors(value: unknown): MirrorEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: MirrorEntry[] = [];
  for (const item of value.slice(0, MAX_MIRRORS)) {
    if (typeof item !== 'object' || item === null) continue;
    const { origin, priority } = item as Record<string, unknown>;
    const normalized = typeof origin === 'string' ? mirrorOrigin(origin) : undefined;
    if (normalized && Number.isInteger(priority) && !entries.some((e) => e.origin === normalized)) {
      entries.push({ origin: normalized, priority: priority as number });
    }
  }
  return entries;
}

/** Reads whatever was stored (possibly corrupt or from an older version) into valid settings. */
export function normalizeSettings(raw: unknown): AppSettings {
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const lastGood = typeof record.lastGoodMirror === 'string' ? mirrorOrigin(record.lastGoodMirror) : undefined;
  return {
    merchantCode: isMerchantCode(record.merchantCode) ? record.merchantCode : DEFAULT_SETTINGS.merchantCode,
    language: isLanguage(record.language) ? record.language : DEFAULT_SETTINGS.language,
    kiosk: typeof record.kiosk === 'boolean' ? record.kiosk : DEFAULT_SETTINGS.kiosk,
    idleTimeoutSeconds: isIdleTimeout(record.idleTimeoutSeconds) ? record.idleTimeoutSeconds : DEFAULT_SETTINGS.idleTimeoutSeconds,
    lastGoodMirror: lastGood ?? null,
    mirrors: normalizeMirrors(record.mirrors),
  };
}

/** The part of the settings the renderer may read. */
export function publicSettings(settings: AppSettings): DesktopSettings {
  const { merchantCode, language, kiosk, idleTimeoutSeconds } = settings;
  return { merchantCode, language, kiosk, idleTimeoutSeconds };
}

/**
 * The JSON schema electron-store validates every write against (the `properties` of the root
 * object). Reads go through normalizeSettings first, so one bad field never discards the others.
 */
export const SETTINGS_SCHEMA = {
  merchantCode: { type: 'string', pattern: MERCHANT_CODE.source, default: DEFAULT_SETTINGS.merchantCode },
  language: { type: 'string', enum: [...LANGUAGES], default: DEFAULT_SETTINGS.language },
  kiosk: { type: 'boolean', default: DEFAULT_SETTINGS.kiosk },
  idleTimeoutSeconds: { type: 'integer', minimum: IDLE_TIMEOUT.min, maximum: IDLE_TIMEOUT.max, default: IDLE_TIMEOUT.default },
  lastGoodMirror: { type: ['string', 'null'], maxLength: 300, default: null },
  mirrors: {
    type: 'array',
    maxItems: MAX_MIRRORS,
    default: [],
    items: {
      type: 'object',
      required: ['origin', 'priority'],
      additionalProperties: false,
      properties: { origin: { type: 'string', maxLength: 300 }, priority: { type: 'integer' } },
    },
  },
};

/**
 * Options for electron-store (and conf, the library under it, which the unit test drives with the
 * same options): schema-validated writes, a corrupt file replaced by defaults instead of a crash,
 * and every read normalized.
 */
export function settingsStoreOptions() {
  return {
    schema: SETTINGS_SCHEMA,
    defaults: { ...DEFAULT_SETTINGS, mirrors: [] },
    clearInvalidConfig: true,
    deserialize: (text: string): AppSettings => normalizeSettings(JSON.parse(text)),
  };
}

/** What main itself changes; the kiosk flag, merchant code and idle timeout are set by the operator. */
export type SettingsPatch = Partial<Pick<AppSettings, 'language' | 'lastGoodMirror' | 'mirrors'>>;
