import { readStorage, writeStorage } from './storage';

/** Remember-me keeps the username (never the password) for one day (spec section 9). */
export const REMEMBER_KEY = 'rememberedUsername';
export const REMEMBER_MS = 24 * 60 * 60 * 1000;

interface Remembered {
  username: string;
  expiresAt: number;
}

export function encodeRemembered(username: string, now: number): string {
  return JSON.stringify({ username, expiresAt: now + REMEMBER_MS } satisfies Remembered);
}

/** The remembered username while it has not expired, else null. */
export function decodeRemembered(raw: string | null, now: number): string | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Remembered>;
    if (typeof value.username !== 'string' || typeof value.expiresAt !== 'number') return null;
    return value.expiresAt > now ? value.username : null;
  } catch {
    return null;
  }
}

export function rememberedUsername(now = Date.now()): string | null {
  const raw = readStorage('local', REMEMBER_KEY);
  const username = decodeRemembered(raw, now);
  if (raw && username === null) writeStorage('local', REMEMBER_KEY, null);
  return username;
}

export function rememberUsername(username: string | null, now = Date.now()): void {
  writeStorage('local', REMEMBER_KEY, username ? encodeRemembered(username, now) : null);
}
