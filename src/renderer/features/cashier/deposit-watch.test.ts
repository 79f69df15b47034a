import { describe, expect, it } from 'vitest';
import { awaitingGateway, newlyDecided } from './deposit-watch';
import { decimalToMinor, rangeText } from './money';

describe('deposit watch', () => {
  it('keeps asking only while a gateway order is pending', () => {
    expect(awaitingGateway([{ kind: 'MANUAL_BANK', status: 'PENDING' }])).toBe(false);
    expect(awaitingGateway([{ kind: 'DEMO_GATEWAY', status: 'APPROVED' }, { kind: 'DEMO_GATEWAY', status: 'PENDING' }])).toBe(true);
  });

  it('finds the orders decided since the last look', () => {
    const before = [{ id: 1, status: 'PENDING' as const }, { id: 2, status: 'PENDING' as const }, { id: 3, status: 'APPROVED' as const }];
    const after = [{ id: 4, status: 'PENDING' as const }, { id: 1, status: 'APPROVED' as const }, { id: 2, status: 'PENDING' as const }, { id: 3, status: 'APPROVED' as const }];
    expect(newlyDecided(before, after)).toEqual([{ id: 1, status: 'APPROVED' }]);
    expect(newlyDecided([], after)).toEqual([]);
  });
});

describe('range text', () => {
  it('shows both ends with 2 decimals and the currency once', () => {
    expect(rangeText(10_000, 5_000_000, 'THB')).toBe('100.00 – 50,000.00 THB');
  });
});

describe('decimalToMinor', () => {
  it('reads the balance string exactly', () => {
    expect(decimalToMinor('1234.5')).toBe(123_450);
    expect(decimalToMinor('0.07')).toBe(7);
    expect(decimalToMinor('100')).toBe(10_000);
    expect(decimalToMinor('-3.10')).toBe(-310);
    expect(decimalToMinor('oops')).toBe(0);
  });
});
