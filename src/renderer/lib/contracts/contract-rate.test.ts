import { describe, expect, it } from 'vitest';
import { parsePercent, percentText, rateRange, rateText } from './contract-rate';

describe('contract rates', () => {
  it('shows basis points as a percentage with at most 2 decimals', () => {
    expect(percentText(0)).toBe('0');
    expect(percentText(120)).toBe('1.2');
    expect(percentText(125)).toBe('1.25');
    expect(percentText(5)).toBe('0.05');
    expect(percentText(10_000)).toBe('100');
    expect(rateText(250)).toBe('2.5\u00a0%');
  });

  it('reads typed percentages into basis points without floating-point error', () => {
    expect(parsePercent('0.29')).toEqual({ bp: 29 });
    expect(parsePercent('1,25')).toEqual({ bp: 125 });
    expect(parsePercent(' 2.5 % ')).toEqual({ bp: 250 });
    expect(parsePercent('100')).toEqual({ bp: 10_000 });
    expect(parsePercent('0')).toEqual({ bp: 0 });
    expect(parsePercent('3.')).toEqual({ bp: 300 });
  });

  it('names what is wrong with a rate it cannot read', () => {
    expect(parsePercent('')).toEqual({ problem: 'required' });
    expect(parsePercent('abc')).toEqual({ problem: 'format' });
    expect(parsePercent('-1')).toEqual({ problem: 'format' });
    expect(parsePercent('1.234')).toEqual({ problem: 'decimals' });
    expect(parsePercent('100.01')).toEqual({ problem: 'max' });
  });

  it('round-trips every rate it shows', () => {
    for (let bp = 0; bp <= 10_000; bp += 7) expect(parsePercent(percentText(bp))).toEqual({ bp });
  });

  it('sums a table up as its lowest to highest rate', () => {
    expect(rateRange([])).toBe('0\u00a0%');
    expect(rateRange([{ rateBp: 120 }])).toBe('1.2\u00a0%');
    expect(rateRange([{ rateBp: 200 }, { rateBp: 50 }, { rateBp: 120 }])).toBe('0.5\u00a0% – 2\u00a0%');
  });
});
