import { DEFAULT_SETTINGS, normalizeSettings, type AppSettings, type SettingsPatch } from './settings';

/** The part of electron-store (or conf) the repository uses: the whole store as one object. */
export interface StoreLike {
  store: unknown;
}

export interface SettingsRepository {
  get(): AppSettings;
  update(patch: SettingsPatch): AppSettings;
}

/**
 * Settings with a safety net: a store that cannot be opened, read or written never crashes the
 * shell; it keeps working from memory with the last valid settings (defaults at worst).
 */
export function createSettingsRepository(open: () => StoreLike, report: (error: unknown) => void = () => undefined): SettingsRepository {
  let store: StoreLike | undefined;
  let memory: AppSettings = { ...DEFAULT_SETTINGS, mirrors: [] };
  try {
    store = open();
    memory = normalizeSettings(store.store);
  } catch (error) {
    store = undefined;
    report(error);
  }
  const read = (): AppSettings => {
    if (!store) return memory;
    try {
      memory = normalizeSettings(store.store);
    } catch (error) {
      report(error);
    }
    return memory;
  };
  return {
    get: read,
    update(patch) {
      const next = normalizeSettings({ ...read(), ...patch });
      memory = next;
      try {
        if (store) store.store = next;
      } catch (error) {
        report(error);
      }
      return next;
    },
  };
}
