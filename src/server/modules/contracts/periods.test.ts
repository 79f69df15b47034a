import { describe, expect, it } from 'vitest';
import { contractPeriodContaining, periodsEndingBetween } from './periods';

const span = (type: Parameters<typeof contractPeriodContaining>[0], at: string, zone = 'Asia/Bangkok') => {
  const p = contractPeriodContaining(type, new Date(at), zone);
  return [p.start.toISOString(), p.end.toISOString()];
};

describe('contract periods', () => {
  it('cut five minutes and hours in UTC, days to months in the merchant zone', () => {
    expect(span('fiveMinutes', '2026-11-26T10:07:30Z')).toEqual(['2026-11-26T10:05:00.000Z', '2026-11-26T10:10:00.000Z']);
    expect(span('hourly', '2026-11-26T10:59:59Z')).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z']);
    // 18:00 UTC is already the 27th in Bangkok (UTC+7).
    expect(span('daily', '2026-11-26T18:00:00Z')).toEqual(['2026-11-26T17:00:00.000Z', '2026-11-27T17:00:00.000Z']);
    expect(span('weekly', '2026-11-26T10:00:00Z')).toEqual(['2026-11-22T17:00:00.000Z', '2026-11-29T17:00:00.000Z']);
    expect(span('semimonthly', '2026-11-15T16:59:59Z')).toEqual(['2026-10-31T17:00:00.000Z', '2026-11-15T17:00:00.000Z']);
    expect(span('semimonthly', '2026-12-20T00:00:00Z')).toEqual(['2026-12-15T17:00:00.000Z', '2026-12-31T17:00:00.000Z']);
    expect(span('monthly', '2026-12-31T18:00:00Z')).toEqual(['2026-12-31T17:00:00.000Z', '2027-01-31T17:00:00.000Z']);
    expect(span('daily', '2026-03-08T12:00:00Z', 'America/New_York')).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });

  it('lists the periods that closed in a window, oldest first, each once', () => {
    const list = periodsEndingBetween('hourly', new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T13:30:00Z'), 'UTC');
    expect(list.map((p) => p.end.toISOString())).toEqual(['2026-11-26T11:00:00.000Z', '2026-11-26T12:00:00.000Z', '2026-11-26T13:00:00.000Z']);
    expect(periodsEndingBetween('daily', new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T11:00:00Z'), 'UTC')).toEqual([]);
  });
});
