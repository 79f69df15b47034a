import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateRangeOf, DATE_RANGE_PRESETS, type DateRangeSelection } from './date-range';

const iso = (selection: DateRangeSelection, now: string, zone: string) => {
  const range = dateRangeOf(selection, new Date(now), zone);
  return range && [range.from.toISOString(), range.to.toISOString()];
};

// 2026-11-26 20:00 UTC is Friday 27 November, 03:00 in Bangkok (UTC+7), still Thursday 26th in UTC.
const NOW = '2026-11-26T20:00:00.000Z';

describe('dateRangeOf: calendar presets start at midnight in the zone', () => {
  it.each([
    ['today', 'Asia/Bangkok', '2026-11-26T17:00:00.000Z', '2026-11-27T17:00:00.000Z'],
    ['yesterday', 'Asia/Bangkok', '2026-11-25T17:00:00.000Z', '2026-11-26T17:00:00.000Z'],
    ['thisWeek', 'Asia/Bangkok', '2026-11-22T17:00:00.000Z', '2026-11-27T17:00:00.000Z'],
    ['thisMonth', 'Asia/Bangkok', '2026-10-31T17:00:00.000Z', '2026-11-27T17:00:00.000Z'],
    ['today', 'UTC', '2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
    ['yesterday', 'Asia/Shanghai', '2026-11-25T16:00:00.000Z', '2026-11-26T16:00:00.000Z'],
  ] as const)('%s in %s', (preset, zone, from, to) => {
    expect(iso({ preset }, NOW, zone)).toEqual([from, to]);
  });

  it('weeks start on Monday, whether today is Monday or Sunday', () => {
    expect(iso({ preset: 'thisWeek' }, '2026-11-23T12:00:00.000Z', 'UTC')?.[0]).toBe('2026-11-23T00:00:00.000Z');
    expect(iso({ preset: 'thisWeek' }, '2026-11-29T12:00:00.000Z', 'UTC')?.[0]).toBe('2026-11-23T00:00:00.000Z');
  });

  it('a day with a daylight-saving change is 23 hours long (New York, 8 March 2026)', () => {
    expect(iso({ preset: 'today' }, '2026-03-08T18:00:00.000Z', 'America/New_York')).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });

  it('January: this month starts on the 1st, yesterday rolls back over the year', () => {
    expect(iso({ preset: 'yesterday' }, '2027-01-01T06:00:00.000Z', 'Asia/Bangkok')).toEqual(['2026-12-30T17:00:00.000Z', '2026-12-31T17:00:00.000Z']);
    expect(iso({ preset: 'thisMonth' }, '2027-01-01T06:00:00.000Z', 'Asia/Bangkok')?.[0]).toBe('2026-12-31T17:00:00.000Z');
  });
});

describe('dateRangeOf: rolling and custom presets', () => {
  it('counts 7 or 30 days back or forward from now, like the records API', () => {
    expect(iso({ preset: 'previous7' }, NOW, 'UTC')).toEqual(['2026-11-19T20:00:00.000Z', NOW]);
    expect(iso({ preset: 'next30' }, NOW, 'UTC')).toEqual([NOW, '2026-12-26T20:00:00.000Z']);
  });

  it('a custom range covers both of its days in the zone', () => {
    expect(iso({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' }, NOW, 'Asia/Bangkok')).toEqual(['2026-10-31T17:00:00.000Z', '2026-11-03T17:00:00.000Z']);
    expect(iso({ preset: 'custom', from: '2026-11-03', to: '2026-11-03' }, NOW, 'UTC')).toEqual(['2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z']);
  });

  it('a custom range with a missing day or in the wrong order is no range', () => {
    expect(iso({ preset: 'custom', from: '2026-11-03' }, NOW, 'UTC')).toBeUndefined();
    expect(iso({ preset: 'custom', from: '2026-11-04', to: '2026-11-03' }, NOW, 'UTC')).toBeUndefined();
    expect(iso({ preset: 'custom', from: '3 Nov', to: '2026-11-03' }, NOW, 'UTC')).toBeUndefined();
  });

  it('always: from before to; today holds now and follows yesterday without a gap', () => {
    const zones = fc.constantFrom('UTC', 'Asia/Bangkok', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham');
    const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
    fc.assert(
      fc.property(instants, zones, (at, zone) => {
        const now = new Date(at);
        for (const preset of DATE_RANGE_PRESETS.filter((p) => p !== 'custom')) {
          const range = dateRangeOf({ preset }, now, zone);
          expect(range && range.from < range.to, `${preset} ${zone} ${now.toISOString()}`).toBe(true);
        }
        const today = dateRangeOf({ preset: 'today' }, now, zone);
        const yesterday = dateRangeOf({ preset: 'yesterday' }, now, zone);
        expect(today && today.from <= now && now < today.to).toBe(true);
        expect(yesterday?.to.getTime()).toBe(today?.from.getTime());
      }),
    );
  });
});
