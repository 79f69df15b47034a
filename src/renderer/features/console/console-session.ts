import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The operator's sign-in, kept apart from the player's: its own sessionStorage key (so it ends with
 * the tab) and its own little store, never the player's session slice. Console calls send this
 * token and only this one; player calls never see it.
 */
export const CONSOLE_TOKEN_KEY = 'consoleToken';

/** Why the last session ended: the sign-in page says so. */
export type EndReason = 'expired' | 'idle' | 'signedOut';

export interface ConsoleSession {
  token: string | null;
  ended: EndReason | null;
}

let current: ConsoleSession = { token: readStorage('session', CONSOLE_TOKEN_KEY), ended: null };
const listeners = new Set<() => void>();

function set(next: ConsoleSession): void {
  current = next;
  for (const listener of listeners) listener();
}

export function consoleSession(): ConsoleSession {
  return current;
}

export function subscribeConsoleSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startConsoleSession(token: string): void {
  writeStorage('session', CONSOLE_TOKEN_KEY, token);
  set({ token, ended: null });
}

/** Drops the token; a later sign-in page tells the operator why. */
export function endConsoleSession(reason: EndReason): void {
  writeStorage('session', CONSOLE_TOKEN_KEY, null);
  if (current.token !== null || current.ended !== reason) set({ token: null, ended: reason });
}

export function useConsoleSession(): ConsoleSession {
  return useSyncExternalStore(subscribeConsoleSession, consoleSession);
}

/** The header every console call carries (lib/api keeps an Authorization an endpoint gives). */
export function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Codes that mean the operator's session is gone or not yet whole: back to sign-in. */
export function endsSession(code: string): boolean {
  return code === 'not_logged_in' || code === 'second_factor_required';
}
