import type { IdleNotice } from '@shared/desktop';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleTimerOptions {
  timeoutMs: number;
  /** Told when the countdown starts, on every second of it, when it is cancelled and at expiry. */
  notify: (notice: IdleNotice) => void;
  /** The customer left: sign out and wipe. */
  onExpire: () => void;
  clock?: Clock;
}

/** The visible countdown: the last 30 s of the timeout, or its second half when shorter. */
export function countdownMs(timeoutMs: number): number {
  return Math.min(30_000, Math.floor(timeoutMs / 2));
}

/**
 * The kiosk's idle auto-logout. Dormant until someone touches the kiosk (an untouched kiosk has
 * nothing to wipe and shows no countdown); then `timeoutMs` without input shows a countdown during
 * its last part and expires; any input during the countdown cancels it. After expiry it is dormant
 * again until the next customer.
 */
export class IdleTimer {
  readonly #options: IdleTimerOptions;
  readonly #clock: Clock;
  #state: 'dormant' | 'armed' | 'warning' = 'dormant';
  #lastActivity = 0;
  #deadline = 0;
  #timer: unknown;

  constructor(options: IdleTimerOptions) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  get state(): 'dormant' | 'armed' | 'warning' {
    return this.#state;
  }

  /** Input from the customer (cheap enough to call on every mouse move). */
  activity(): void {
    this.#lastActivity = this.#clock.now();
    if (this.#state === 'armed') return;
    const wasWarning = this.#state === 'warning';
    this.#state = 'armed';
    this.#schedule(this.#options.timeoutMs - countdownMs(this.#options.timeoutMs));
    if (wasWarning) this.#options.notify({ phase: 'active' });
  }

  stop(): void {
    this.#cancel();
    this.#state = 'dormant';
  }

  #schedule(ms: number): void {
    this.#cancel();
    this.#timer = this.#clock.setTimeout(() => this.#fire(), Math.max(0, ms));
  }

  #cancel(): void {
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #fire(): void {
    this.#timer = undefined;
    const now = this.#clock.now();
    if (this.#state === 'armed') {
      const quietFor = now - this.#lastActivity;
      const untilCountdown = this.#options.timeoutMs - countdownMs(this.#options.timeoutMs) - quietFor;
      // Input arrived since the timer was set: wait the rest of the quiet time.
      if (untilCountdown > 0) return this.#schedule(untilCountdown);
      this.#state = 'warning';
      this.#deadline = this.#lastActivity + this.#options.timeoutMs;
    }
    const left = this.#deadline - now;
    if (left <= 0) return this.#expire();
    this.#options.notify({ phase: 'warning', secondsLeft: Math.ceil(left / 1000) });
    // Wake on the next whole second left, so the countdown reads 30, 29, … 1.
    this.#schedule(left % 1000 || 1000);
  }

  #expire(): void {
    this.#state = 'dormant';
    this.#options.notify({ phase: 'expired' });
    this.#options.onExpire();
  }
}
