import { describe, expect, it } from 'vitest';
import { needsSecondOperator, newGrantKey, parseAmount } from './players-amount';

describe('parseAmount', () => {
  it('turns major units into exact minor units', () => {
    expect(parseAmount('12.5', 2, false)).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('1,250.05', 2, false)).toEqual({ ok: true, minor: 125_005 });
    expect(parseAmount(' 0.01 ', 2, false)).toEqual({ ok: true, minor: 1 });
    expect(parseAmount('0.29', 2, false)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('7', 0, false)).toEqual({ ok: true, minor: 7 });
    expect(parseAmount('3.', 2, false)).toEqual({ ok: true, minor: 300 });
  });

  it('takes a debit only where signed amounts are allowed', () => {
    expect(parseAmount('-30', 2, true)).toEqual({ ok: true, minor: -3000 });
    expect(parseAmount('+30', 2, true)).toEqual({ ok: true, minor: 3000 });
    expect(parseAmount('-30', 2, false)).toEqual({ ok: false, problem: 'negative' });
  });

  it('names what is wrong', () => {
    expect(parseAmount('', 2, true)).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('0.00', 2, true)).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('1.234', 2, true)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1.5', 0, true)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('abc', 2, true)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1e5', 2, true)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('9'.repeat(20), 2, true)).toEqual({ ok: false, problem: 'format' });
  });
});

describe('needsSecondOperator', () => {
  it('compares the size with the threshold, inclusive; none means never', () => {
    expect(needsSecondOperator(2_000_000, 2_000_000)).toBe(true);
    expect(needsSecondOperator(-2_000_000, 2_000_000)).toBe(true);
    expect(needsSecondOperator(1_999_999, 2_000_000)).toBe(false);
    expect(needsSecondOperator(5, null)).toBe(false);
    expect(needsSecondOperator(5, undefined)).toBe(false);
  });
});

describe('newGrantKey', () => {
  it('is a fresh key the server accepts each time', () => {
    const key = newGrantKey();
    expect(key).toMatch(/^grant-[0-9a-f]{24}$/u);
    expect(newGrantKey()).not.toBe(key);
  });
});
