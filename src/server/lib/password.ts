import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt. The stored form is self-describing,
 * `scrypt$<N>$<r>$<p>$<salt base64>$<key base64>`, so the cost can be raised later without
 * breaking existing hashes (verify reads the parameters from the hash, `needsRehash` spots old ones).
 */

export type PasswordCost = 'production' | 'test';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** N=2^17, r=8 needs 128 MiB; OWASP's current scrypt recommendation. */
const COSTS: Record<PasswordCost, ScryptParams> = {
  production: { N: 2 ** 17, r: 8, p: 1 },
  // Cheap on purpose: tests and test seeds hash many passwords.
  test: { N: 2 ** 12, r: 8, p: 1 },
};

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';
/** Upper bounds for parameters read from a stored hash, so a corrupt row cannot exhaust memory. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_KEY_BYTES = 128;

function scryptAsync(plain: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string, cost: PasswordCost = 'production'): Promise<string> {
  const params = COSTS[cost];
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(plain, salt, KEY_BYTES, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function isPositiveInt(value: number, max: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= max;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!isPositiveInt(N, MAX_N) || N < 2 || (N & (N - 1)) !== 0) return undefined;
  if (!isPositiveInt(r, MAX_R) || !isPositiveInt(p, MAX_P)) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length < 16 || key.length > MAX_KEY_BYTES) return undefined;
  return { N, r, p, salt, key };
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(plain, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash uses weaker (or different) parameters than the given cost. */
export function needsRehash(stored: string, cost: PasswordCost = 'production'): boolean {
  const parsed = parseHash(stored);
  const wanted = COSTS[cost];
  return !parsed || parsed.N !== wanted.N || parsed.r !== wanted.r || parsed.p !== wanted.p || parsed.key.length < KEY_BYTES;
}
