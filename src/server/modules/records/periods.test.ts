import { describe, expect, it } from 'vitest';
import { periodContaining, recentPeriods } from './periods';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('periods', () => {
  const at = new Date('2026-03-18T10:00:00Z'); // a Wednesday

  it('bounds each period type', () => {
    const span = (type: Parameters<typeof periodContaining>[0], when = at) => {
      const p = periodContaining(type, when);
      return [iso(p.start), iso(p.end)];
    };
    expect(span('daily')).toEqual(['2026-03-18', '2026-03-19']);
    expect(span('weekly')).toEqual(['2026-03-16', '2026-03-23']);
    expect(span('weekly', new Date('2026-03-22T23:59:59Z'))).toEqual(['2026-03-16', '2026-03-23']);
    expect(span('semimonthly')).toEqual(['2026-03-16', '2026-04-01']);
    expect(span('semimonthly', new Date('2026-02-15T23:00:00Z'))).toEqual(['2026-02-01', '2026-02-16']);
    expect(span('monthly', new Date('2026-12-31T23:00:00Z'))).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('lists recent periods oldest first, contiguous', () => {
    const halves = recentPeriods('semimonthly', at, 4);
    expect(halves.map((p) => iso(p.start))).toEqual(['2026-02-01', '2026-02-16', '2026-03-01', '2026-03-16']);
    for (let i = 1; i < halves.length; i += 1) expect(halves[i]?.start.getTime()).toBe(halves[i - 1]?.end.getTime());
  });
});
