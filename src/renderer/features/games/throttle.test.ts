import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets one call through per window', () => {
    let time = 10_000;
    const gate = createThrottle(1000, () => time);
    expect(gate()).toBe(true);
    time += 400;
    expect(gate()).toBe(false);
    time += 599;
    expect(gate()).toBe(false);
    time += 1;
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
  });
});
