/**
 * What a player types in an amount field, checked before it is sent: major units with at most the
 * currency's decimals. The server parses the same string again (it never trusts this check).
 */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'min' | 'max';

export interface AmountCheck {
  /** Integer minor units when valid. */
  minor?: number;
  problem?: AmountProblem;
}

export function checkAmount(text: string, decimals: number, limits: { min?: number; max?: number } = {}): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  const match = /^(\d{1,15})(?:\.(\d*))?$/u.exec(trimmed);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { problem: 'decimals' };
  const minor = Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
  if (minor <= 0) return { problem: 'zero' };
  if (limits.min !== undefined && minor < limits.min) return { problem: 'min' };
  if (limits.max !== undefined && minor > limits.max) return { problem: 'max' };
  return { minor };
}

/** A fresh key per submitted form: a retry of the same submission reuses it, a new submission does not. */
export function newIdempotencyKey(): string {
  return `web-${crypto.randomUUID()}`;
}
