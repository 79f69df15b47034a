import { describe, expect, it } from 'vitest';
import { balanceText } from './balance-text';

describe('balance text', () => {
  it('shows two decimals with the currency symbol and thousands separators', () => {
    expect(balanceText('1234.5', '฿', false)).toBe('฿1,234.50');
    expect(balanceText('0', '฿', false)).toBe('฿0.00');
    expect(balanceText(undefined, '$', false)).toBe('$0.00');
  });
  it('masks as stars when hidden', () => {
    expect(balanceText('1234.5', '฿', true)).toBe('******');
  });
});
