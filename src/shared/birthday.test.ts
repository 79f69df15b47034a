import { describe, expect, it } from 'vitest';
import { birthdayProblem, birthdaysOn } from './birthday';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('birthday', () => {
  it('keeps a 29 February birthday on 28 February of a common year, and only then', () => {
    expect(birthdaysOn(day(2027, 2, 28))).toEqual({ month: 2, days: [28, 29] });
    expect(birthdaysOn(day(2028, 2, 28))).toEqual({ month: 2, days: [28] });
    expect(birthdaysOn(day(2028, 2, 29))).toEqual({ month: 2, days: [29] });
    expect(birthdaysOn(day(2100, 2, 28))).toEqual({ month: 2, days: [28, 29] });
    expect(birthdaysOn(day(2026, 11, 26))).toEqual({ month: 11, days: [26] });
  });

  it('accepts real days from 18 to 120 years back, with a code for everything else', () => {
    const today = day(2026, 11, 26);
    expect(birthdayProblem('2008-11-26', today)).toBeUndefined();
    expect(birthdayProblem('2008-11-27', today)).toBe('too_young');
    expect(birthdayProblem('1906-11-26', today)).toBeUndefined();
    expect(birthdayProblem('1905-11-25', today)).toBe('too_old');
    expect(birthdayProblem('2000-02-29', today)).toBeUndefined();
    expect(birthdayProblem('1900-02-29', today)).toBe('not_a_day');
    expect(birthdayProblem('1990-1-01', today)).toBe('format');
  });
});
