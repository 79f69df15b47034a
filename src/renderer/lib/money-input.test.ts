import { describe, expect, it } from 'vitest';
import { checkAmount, newIdempotencyKey } from './money-input';

describe('checkAmount', () => {
  it('turns major units into integer minor units without floats', () => {
    expect(checkAmount('12.34', 2)).toEqual({ minor: 1234 });
    expect(checkAmount(' 0.1 ', 2)).toEqual({ minor: 10 });
    expect(checkAmount('100', 2)).toEqual({ minor: 10_000 });
    expect(checkAmount('1.', 2)).toEqual({ minor: 100 });
  });
  it('names the problem with bad input', () => {
    expect(checkAmount('', 2).problem).toBe('required');
    expect(checkAmount('-5', 2).problem).toBe('format');
    expect(checkAmount('1e3', 2).problem).toBe('format');
    expect(checkAmount('1.005', 2).problem).toBe('decimals');
    expect(checkAmount('0.00', 2).problem).toBe('zero');
    expect(checkAmount('0.5', 2, { min: 100 }).problem).toBe('min');
    expect(checkAmount('20', 2, { max: 1_000 }).problem).toBe('max');
  });
  it('makes a different idempotency key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^web-[0-9a-f-]{36}$/u);
  });
});
