import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Session-storage caches of spec section 4 (vendor data, hot list). Each entry carries a stamp (the
 * language it was fetched in): a different stamp is a miss, so a language change refreshes it.
 */
export function parseCached<T>(raw: string | null, stamp: string, valid: (value: unknown) => boolean): T | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as { stamp?: unknown; value?: unknown };
    return entry.stamp === stamp && valid(entry.value) ? (entry.value as T) : null;
  } catch {
    return null;
  }
}

export function readCached<T>(key: string, stamp: string, valid: (value: unknown) => boolean): T | null {
  return parseCached<T>(readStorage('session', key), stamp, valid);
}

export function writeCached(key: string, stamp: string, value: unknown): void {
  writeStorage('session', key, JSON.stringify({ stamp, value }));
}

export function dropCached(key: string): void {
  writeStorage('session', key, null);
}

export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
