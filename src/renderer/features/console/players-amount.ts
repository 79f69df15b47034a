/**
 * Typed money amounts of the players' dialogs: major units as the operator writes them ("1,250.50",
 * "-30") turned into the integer minor units the server takes, never through floating point.
 */

export type AmountProblem = 'empty' | 'format' | 'zero' | 'negative';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** The largest amount one dialog moves (the ledger refuses more anyway): keeps the number exact. */
const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/**
 * `signed`: an adjustment, which may debit (a leading minus); a grant takes only positive amounts.
 * Thousands separators and spaces are ignored; at most `decimals` digits after the point.
 */
export function parseAmount(text: string, decimals: number, signed: boolean): ParsedAmount {
  const compact = text.replace(/[\s,]/gu, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  const match = new RegExp(`^([+-]?)(\\d+)(?:\\.(\\d{0,${decimals}}))?$`, 'u').exec(compact);
  if (!match) return { ok: false, problem: 'format' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (sign === '-' && !signed) return { ok: false, problem: 'negative' };
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/u, '');
  if (digits.length > 15) return { ok: false, problem: 'format' };
  const size = Number(digits);
  if (!Number.isSafeInteger(size) || size > MAX_MINOR) return { ok: false, problem: 'format' };
  if (size === 0) return { ok: false, problem: 'zero' };
  return { ok: true, minor: sign === '-' ? -size : size };
}

/** Whether an amount goes to a second operator: the merchant's threshold (null: never) against its size. */
export function needsSecondOperator(minor: number, threshold: number | null | undefined): boolean {
  return threshold !== null && threshold !== undefined && Math.abs(minor) >= threshold;
}

/** A fresh Idempotency-Key for one grant (24 hex digits; works outside secure contexts too). */
export function newGrantKey(): string {
  return `grant-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
