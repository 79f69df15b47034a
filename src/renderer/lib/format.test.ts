import { describe, expect, it } from 'vitest';
import { formatDateWithZone, formatMoney, gmtOffset, moneyText } from './format';

const inZone = (iso: string, offsetMinutesEast: number) => {
  // A Date whose "local" zone is offsetMinutesEast from UTC, independent of the machine's zone.
  const shifted = new Date(Date.parse(iso) + offsetMinutesEast * 60_000);
  return Object.assign(new Date(iso), {
    getTimezoneOffset: () => -offsetMinutesEast,
    getFullYear: () => shifted.getUTCFullYear(),
    getMonth: () => shifted.getUTCMonth(),
    getDate: () => shifted.getUTCDate(),
    getHours: () => shifted.getUTCHours(),
    getMinutes: () => shifted.getUTCMinutes(),
    getSeconds: () => shifted.getUTCSeconds(),
  });
};

describe('format', () => {
  it('shows money from minor units with 2 decimals', () => {
    expect(formatMoney(123456)).toBe('1,234.56');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(-100)).toBe('-1.00');
  });

  it('writes the GMT offset of the local zone', () => {
    expect(gmtOffset(inZone('2026-01-01T00:00:00Z', 420))).toBe('GMT+07:00');
    expect(gmtOffset(inZone('2026-01-01T00:00:00Z', -150))).toBe('GMT-02:30');
    expect(gmtOffset(inZone('2026-01-01T00:00:00Z', 0))).toBe('GMT+00:00');
  });

  it('formats a local date and time with its zone', () => {
    expect(formatDateWithZone(inZone('2030-01-02T03:04:05Z', 420))).toBe('2030-01-02 10:04:05 (GMT+07:00)');
    expect(formatDateWithZone('not a date')).toBe('');
  });
});

describe('moneyText', () => {
  it('shows 2 decimals and the currency code, or no code while the currency is unknown', () => {
    expect(moneyText(123_456, 'THB')).toBe('1,234.56 THB');
    expect(moneyText(0, 'THB')).toBe('0.00 THB');
    expect(moneyText(10_000, '')).toBe('100.00');
  });

  it('signs credits only when asked; debits carry their minus anyway', () => {
    expect(moneyText(30_000, 'THB', 2, true)).toBe('+300.00 THB');
    expect(moneyText(-700, 'THB', 2, true)).toBe('-7.00 THB');
    expect(moneyText(0, 'THB', 2, true)).toBe('0.00 THB');
    expect(moneyText(30_000, 'THB')).toBe('300.00 THB');
  });
});
