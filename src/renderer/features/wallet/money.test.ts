import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { checkAmount } from '@/lib/money-input';
import { amountInputText, callProblem } from './money';

const t = ((key: string) => `t:${key}`) as unknown as TFunction<'wallet'>;

describe('wallet money helpers', () => {
  it('fills Max with text the amount check accepts as the same minor units', () => {
    for (const minor of [0, 5, 50, 100, 123_456, 1_000_000_000]) {
      const text = amountInputText(minor, 2);
      expect(text).toMatch(/^\d+\.\d\d$/u);
      if (minor > 0) expect(checkAmount(text, 2).minor).toBe(minor);
    }
    expect(amountInputText(7, 0)).toBe('7');
  });

  it('puts amount problems under the field and everything else in the alert', () => {
    expect(callProblem(t, { status: 422, code: 'validation_failed', errors: { amount: 'invalid' } })).toEqual({ amount: 't:amount.invalid' });
    expect(callProblem(t, { status: 409, code: 'insufficient_funds' })).toEqual({ amount: 't:errors:insufficient_funds' });
    expect(callProblem(t, { status: 422, code: 'no_upline' })).toEqual({ alert: 'no_upline' });
    expect(callProblem(t, new Error('boom'))).toEqual({ alert: 'unknown_error' });
  });
});
