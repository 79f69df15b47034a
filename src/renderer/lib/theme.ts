import { STORAGE_KEYS } from '@shared/constants';
import { readStorage, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Saved theme, else the system preference. index.html applies the same rule before paint. */
export function initialTheme(): Theme {
  const saved = readStorage('local', STORAGE_KEYS.theme);
  if (isTheme(saved)) return saved;
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeStorage('local', STORAGE_KEYS.theme, theme);
}
