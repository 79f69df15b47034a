import { describe, expect, it } from 'vitest';
import { periodText } from './settlement-period';

/** An instant given in the test process's own zone, as the viewer's zone would show it. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('settlement periods', () => {
  it('shows a whole day as its date, and whole days as a range of dates', () => {
    expect(periodText(local(2026, 11, 20), local(2026, 11, 21))).toBe('2026-11-20');
    expect(periodText(local(2026, 11, 16), local(2026, 11, 23))).toBe('2026-11-16 – 2026-11-22');
  });

  it('shows an hour or five minutes within one day with the day once', () => {
    expect(periodText(local(2026, 11, 20, 14), local(2026, 11, 20, 15))).toBe('2026-11-20 14:00 – 15:00');
    expect(periodText(local(2026, 11, 20, 14, 5), local(2026, 11, 20, 14, 10))).toBe('2026-11-20 14:05 – 14:10');
  });

  it('shows a span across midnight in full, and what it cannot read as given', () => {
    expect(periodText(local(2026, 11, 20, 23), local(2026, 11, 21, 0, 30))).toBe('2026-11-20 23:00 – 2026-11-21 00:30');
    expect(periodText('x', 'y')).toBe('x – y');
  });
});
