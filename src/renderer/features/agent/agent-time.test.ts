import { describe, expect, it } from 'vitest';
import { formatAgentClock, formatDays, supportHoursText, type DayWords } from './agent-time';

const EN: DayWords = {
  name: (d) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][d - 1] ?? '',
  range: (from, to) => `${from}–${to}`,
  separator: ', ',
};
const CN: DayWords = { name: (d) => `周${'一二三四五六日'[d - 1] ?? ''}`, range: (from, to) => `${from}至${to}`, separator: '、' };

describe('agent clock text', () => {
  it('shows the merchant zone with its offset, whatever the machine zone', () => {
    expect(formatAgentClock(new Date('2026-11-26T06:45:07Z'), 'Asia/Bangkok')).toBe('2026-11-26 13:45:07 GMT+7');
    expect(formatAgentClock(new Date('2026-11-26T06:45:07Z'), 'Asia/Kolkata')).toBe('2026-11-26 12:15:07 GMT+5:30');
    expect(formatAgentClock(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02 00:30:00 GMT+1');
  });
});

describe('support days', () => {
  it('writes three or more days in a row as a range and the rest as a list', () => {
    expect(formatDays([1, 2, 3, 4, 5], EN)).toBe('Mon–Fri');
    expect(formatDays([5, 3, 1], EN)).toBe('Mon, Wed, Fri');
    expect(formatDays([6, 7], EN)).toBe('Sat, Sun');
    expect(formatDays([1, 2, 3, 5, 6, 7, 7], EN)).toBe('Mon–Wed, Fri–Sun');
    expect(formatDays([1, 2, 3, 4, 5], CN)).toBe('周一至周五');
    expect(formatDays([1, 3], CN)).toBe('周一、周三');
  });

  it('gives the hours with the zone offset of the moment', () => {
    const hours = { days: [1, 2, 3, 4, 5], start: '12:00', end: '21:00' };
    expect(supportHoursText(hours, 'Asia/Bangkok', new Date('2026-11-26T00:00:00Z'), EN)).toEqual({
      days: 'Mon–Fri',
      start: '12:00',
      end: '21:00',
      zone: 'GMT+7',
    });
  });
});
