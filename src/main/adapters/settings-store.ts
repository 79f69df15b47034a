import Store from 'electron-store';
import type { AppSettings } from '../core/settings';
import { settingsStoreOptions } from '../core/settings';
import { createSettingsRepository, type SettingsRepository } from '../core/settings-repository';

/**
 * electron-store keeps the settings (settings.json in the user data directory), validated by the
 * schema of core/settings.ts; a corrupt or unreadable file falls back to defaults instead of
 * crashing the shell.
 */
export function openSettingsStore(): SettingsRepository {
  return createSettingsRepository(
    () => new Store<AppSettings>({ name: 'settings', ...settingsStoreOptions() }),
    (error) => console.error('settings: unreadable or unwritable, using defaults', error),
  );
}
