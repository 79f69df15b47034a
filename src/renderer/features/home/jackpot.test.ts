import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jackpotFrame } from './jackpot';

describe('jackpotFrame', () => {
  it('starts at the shown figure and ends on the server figure', () => {
    expect(jackpotFrame(1000, 5000, 0, 4000)).toBe(1000);
    expect(jackpotFrame(1000, 5000, 4000, 4000)).toBe(5000);
    expect(jackpotFrame(1000, 5000, 9999, 4000)).toBe(5000);
  });

  it('shows a fall (a jackpot won) at once', () => {
    expect(jackpotFrame(9000, 100, 10, 4000)).toBe(100);
  });

  it('is a whole number of minor units between the two figures, rising with time, never above the server', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 46 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (from, rise, a, b) => {
          const to = from + rise;
          const [early, late] = a <= b ? [a, b] : [b, a];
          const x = jackpotFrame(from, to, early, 4000);
          const y = jackpotFrame(from, to, late, 4000);
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(from);
          expect(y).toBeLessThanOrEqual(to);
          expect(y).toBeGreaterThanOrEqual(x);
        },
      ),
    );
  });
});
