import { describe, expect, it } from 'vitest';
import { CrashGuard } from './crash-guard';

describe('crash-loop guard', () => {
  it('reloads the first crashes at once, then waits longer and longer, up to a ceiling', () => {
    const clock = { t: 0 };
    const guard = new CrashGuard({ maxQuickReloads: 3, windowMs: 60_000, cooldownMs: 10_000, maxCooldownMs: 40_000, now: () => clock.t });
    const delays = Array.from({ length: 7 }, () => {
      clock.t += 1000;
      return guard.crashed();
    });
    expect(delays).toEqual([0, 0, 0, 10_000, 20_000, 40_000, 40_000]);
  });

  it('forgets crashes older than its window', () => {
    const clock = { t: 0 };
    const guard = new CrashGuard({ maxQuickReloads: 2, windowMs: 60_000, now: () => clock.t });
    expect([guard.crashed(), guard.crashed()]).toEqual([0, 0]);
    expect(guard.crashed()).toBeGreaterThan(0);
    clock.t += 61_000;
    expect(guard.crashed()).toBe(0);
    expect(guard.recentCrashes()).toBe(1);
  });
});
