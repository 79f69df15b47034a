import { describe, expect, it } from 'vitest';
import { formatGmtOffset, formatZonedDateTime, isTimeZone, zoneOffsetMinutes } from './time-zone';

const at = (iso: string) => new Date(iso);

describe('time zones without a DOM', () => {
  it('reads the wall clock of the named zone, not of the machine', () => {
    expect(formatZonedDateTime(at('2026-11-26T06:45:07Z'), 'Asia/Bangkok')).toBe('2026-11-26 13:45:07');
    expect(formatZonedDateTime(at('2026-11-26T06:45:07Z'), 'UTC')).toBe('2026-11-26 06:45:07');
    // Crosses the date line backwards: still the 25th in New York.
    expect(formatZonedDateTime(at('2026-11-26T03:00:00.999Z'), 'America/New_York')).toBe('2026-11-25 22:00:00');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatZonedDateTime(at('2026-11-26T17:00:00Z'), 'Asia/Bangkok')).toBe('2026-11-27 00:00:00');
  });

  it('finds the offset at the instant, daylight saving included', () => {
    expect(zoneOffsetMinutes(at('2026-11-26T06:45:07.500Z'), 'Asia/Bangkok')).toBe(420);
    expect(zoneOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe(-210);
  });

  it('writes the short GMT form', () => {
    expect(formatGmtOffset(420)).toBe('GMT+7');
    expect(formatGmtOffset(330)).toBe('GMT+5:30');
    expect(formatGmtOffset(-210)).toBe('GMT-3:30');
    expect(formatGmtOffset(0)).toBe('GMT+0');
    expect(formatGmtOffset(345)).toBe('GMT+5:45');
  });

  it('accepts real zone names only', () => {
    expect(isTimeZone('Asia/Bangkok')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Bangkokk')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
