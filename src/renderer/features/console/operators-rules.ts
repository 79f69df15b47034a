import { OPERATOR_ROLES, ROLE_PERMISSIONS, type OperatorRole, type Permission } from '@shared/api/console';

/**
 * The rules of the operators screen, mirroring the server's (POST /ops-api/operators): a username
 * of 3 to 32 lowercase letters, digits, `.`, `_` or `-`, and a password of 8 to 128 characters.
 * The server checks again; these only say what is wrong under the field before a call.
 */
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/u;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type UsernameProblem = 'required' | 'length' | 'characters';
export type PasswordProblem = 'required' | 'short' | 'long';

export function usernameProblem(raw: string): UsernameProblem | null {
  const name = raw.trim();
  if (name === '') return 'required';
  if (USERNAME_PATTERN.test(name)) return null;
  return /^[a-z0-9_.-]*$/u.test(name) ? 'length' : 'characters';
}

export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN) return 'short';
  return password.length > PASSWORD_MAX ? 'long' : null;
}

/** No look-alikes (0/O, 1/l/I), so a password read out or copied by hand survives. */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_.!@#%+=';
const ALPHABETS = [LOWER, UPPER, DIGITS, SYMBOLS] as const;
export const GENERATED_LENGTH = 18;

/** Fills `array` with random values: crypto.getRandomValues in the app, a fixed source in tests. */
export type RandomFill = (array: Uint32Array) => Uint32Array;

const cryptoFill: RandomFill = (array) => crypto.getRandomValues(array);

/** An unbiased index below `size` (rejection sampling: no modulo bias). */
function pick(size: number, fill: RandomFill): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const one = new Uint32Array(1);
  for (;;) {
    const value = fill(one)[0] ?? 0;
    if (value < limit) return value % size;
  }
}

/**
 * A strong initial password from the browser's cryptographic random source: 18 characters with at
 * least one of each kind (about 110 bits), shuffled so the kinds sit anywhere.
 */
export function generatePassword(fill: RandomFill = cryptoFill): string {
  const all = ALPHABETS.join('');
  const chars = ALPHABETS.map((alphabet) => alphabet[pick(alphabet.length, fill)] ?? '');
  while (chars.length < GENERATED_LENGTH) chars.push(all[pick(all.length, fill)] ?? '');
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1, fill);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/** A lockout still running at `now` (the server keeps the last one's end after it passes). */
export function isLocked(lockedUntil: string | null, now: number): boolean {
  if (lockedUntil === null) return false;
  const until = Date.parse(lockedUntil);
  return !Number.isNaN(until) && until > now;
}

/** What each role may do, in the contract's order, for the role pickers. */
export function roleSummaries(): { role: OperatorRole; permissions: readonly Permission[] }[] {
  return OPERATOR_ROLES.map((role) => ({ role, permissions: ROLE_PERMISSIONS[role] }));
}

/** What an administrator may do to another operator from its row. */
export type OperatorAction = 'role' | 'disable' | 'enable' | 'reset' | 'unlock';

/** The actions a row offers: enable or disable by its status, unlock only while a lockout runs. */
export function actionsOf(row: { status: string; lockedUntil: string | null }, now: number): OperatorAction[] {
  return ['role', row.status === 'DISABLED' ? 'enable' : 'disable', 'reset', ...(isLocked(row.lockedUntil, now) ? (['unlock'] as const) : [])];
}
