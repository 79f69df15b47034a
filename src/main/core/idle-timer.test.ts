import { describe, expect, it } from 'vitest';
import type { IdleNotice } from '@shared/desktop';
import { countdownMs, IdleTimer, type Clock } from './idle-timer';

/** A clock the test moves by hand: timers fire in order as time passes. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.size };
}

function setup(timeoutMs = 120_000) {
  const { clock, advance, pending } = fakeClock();
  const notices: IdleNotice[] = [];
  let expired = 0;
  const timer = new IdleTimer({ timeoutMs, clock, notify: (n) => notices.push(n), onExpire: () => (expired += 1) });
  return { timer, advance, pending, notices, expired: () => expired };
}

describe('kiosk idle timer', () => {
  it('counts down for the last 30 s of 120 s, every second, then expires once', () => {
    const { timer, advance, notices, expired } = setup();
    timer.activity();
    advance(89_999);
    expect(notices).toEqual([]);
    advance(1);
    expect(notices).toEqual([{ phase: 'warning', secondsLeft: 30 }]);
    advance(29_000);
    expect(notices.map((n) => (n.phase === 'warning' ? n.secondsLeft : n.phase))).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(expired()).toBe(0);
    advance(1000);
    expect(notices.at(-1)).toEqual({ phase: 'expired' });
    expect(expired()).toBe(1);
    expect(timer.state).toBe('dormant');
  });

  it('stays dormant (no countdown on an untouched kiosk) until someone uses it', () => {
    const { timer, advance, notices, pending } = setup();
    advance(10 * 60_000);
    expect(notices).toEqual([]);
    expect(pending()).toBe(0);
    expect(timer.state).toBe('dormant');
  });

  it('restarts the quiet time on every input, without a timer per input', () => {
    const { timer, advance, notices, pending } = setup();
    timer.activity();
    for (let i = 0; i < 100; i += 1) {
      advance(60_000);
      timer.activity();
    }
    expect(pending()).toBe(1);
    expect(notices).toEqual([]);
    advance(90_000);
    expect(notices).toEqual([{ phase: 'warning', secondsLeft: 30 }]);
  });

  it('cancels the countdown on input and tells the renderer', () => {
    const { timer, advance, notices, expired } = setup();
    timer.activity();
    advance(100_000);
    timer.activity();
    expect(notices.at(-1)).toEqual({ phase: 'active' });
    expect(timer.state).toBe('armed');
    advance(89_000);
    expect(expired()).toBe(0);
    advance(31_000);
    expect(expired()).toBe(1);
  });

  it('arms again for the next customer after expiry', () => {
    const { timer, advance, expired } = setup(20_000);
    timer.activity();
    advance(20_000);
    timer.activity();
    advance(20_000);
    expect(expired()).toBe(2);
  });

  it('uses half of a short timeout for the countdown', () => {
    expect(countdownMs(120_000)).toBe(30_000);
    expect(countdownMs(20_000)).toBe(10_000);
    const { timer, advance, notices } = setup(20_000);
    timer.activity();
    advance(10_000);
    expect(notices).toEqual([{ phase: 'warning', secondsLeft: 10 }]);
  });

  it('stops', () => {
    const { timer, advance, notices, pending } = setup();
    timer.activity();
    timer.stop();
    advance(200_000);
    expect(notices).toEqual([]);
    expect(pending()).toBe(0);
  });
});
