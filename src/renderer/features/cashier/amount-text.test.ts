import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/lib/money-input';
import { amountProblemText } from './amount-text';

const limits = { min: '100.00 THB', max: '50,000.00 THB', decimals: 2 };
const textOf = (typed: string) => {
  const { problem } = checkAmount(typed, 2, { min: 10_000, max: 5_000_000 });
  return problem ? amountProblemText(problem, limits) : undefined;
};

describe('amountProblemText', () => {
  it('explains each problem of a typed amount', () => {
    expect(textOf('')).toEqual({ key: 'cashier:field.required' });
    expect(textOf('12a')).toEqual({ key: 'cashier:amount.format' });
    expect(textOf('100.555')).toEqual({ key: 'cashier:amount.decimals', values: { decimals: '2' } });
    expect(textOf('0.00')).toEqual({ key: 'cashier:amount.zero' });
    expect(textOf('99.99')).toEqual({ key: 'cashier:amount.min', values: { min: '100.00 THB' } });
    expect(textOf('50000.01')).toEqual({ key: 'cashier:amount.max', values: { max: '50,000.00 THB' } });
    expect(textOf('50000')).toBeUndefined();
  });
});
