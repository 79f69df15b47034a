import { describe, expect, it } from 'vitest';
import { countdownSeconds, secondsLeft, throttleAllows } from './countdown';

describe('sms countdown', () => {
  it('is expiredMinutes × 60 seconds, one minute by default', () => {
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds(null)).toBe(60);
  });
  it('counts whole seconds down to zero, never below', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
  it('throttles to one action per window', () => {
    expect(throttleAllows(null, 5, 1000)).toBe(true);
    expect(throttleAllows(1000, 1999, 1000)).toBe(false);
    expect(throttleAllows(1000, 2000, 1000)).toBe(true);
  });
});
