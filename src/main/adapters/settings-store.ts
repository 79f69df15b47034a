import Store from 'electron-store';
import type { Language } from '@shared/constants';
import { DEFAULT_SETTINGS, normalizeSettings, type AppSettings } from '../core/settings';

export interface SettingsStore {
  get: () => AppSettings;
  setLanguage: (language: Language) => AppSettings;
}

/**
 * electron-store keeps the settings; whatever it holds is normalized on every read, and a file that
 * cannot be read at all is replaced by defaults instead of crashing the shell.
 */
export function openSettingsStore(): SettingsStore {
  let store: Store<AppSettings> | undefined;
  let memory: AppSettings = { ...DEFAULT_SETTINGS };
  try {
    store = new Store<AppSettings>({ name: 'settings', clearInvalidConfig: true });
    memory = normalizeSettings(store.store);
    store.store = memory;
  } catch (error) {
    console.error('settings: unreadable, using defaults', error);
  }
  return {
    get: () => (store ? normalizeSettings(store.store) : memory),
    setLanguage: (language) => {
      memory = { ...(store ? normalizeSettings(store.store) : memory), language };
      if (store) store.store = memory;
      return memory;
    },
  };
}
