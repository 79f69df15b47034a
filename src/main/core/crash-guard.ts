/**
 * Renderer crash and hang recovery with a crash-loop guard: the first crashes in a window of time
 * reload at once; more than that wait longer and longer, so a page that crashes on load does not
 * spin the machine.
 */
export interface CrashGuardOptions {
  maxQuickReloads?: number;
  windowMs?: number;
  cooldownMs?: number;
  maxCooldownMs?: number;
  now?: () => number;
}

/** An unresponsive renderer gets this long to recover before it is killed and reloaded. */
export const HANG_GRACE_MS = 10_000;

export class CrashGuard {
  readonly #crashes: number[] = [];
  readonly #options: Required<CrashGuardOptions>;

  constructor(options: CrashGuardOptions = {}) {
    this.#options = {
      maxQuickReloads: options.maxQuickReloads ?? 3,
      windowMs: options.windowMs ?? 60_000,
      cooldownMs: options.cooldownMs ?? 15_000,
      maxCooldownMs: options.maxCooldownMs ?? 5 * 60_000,
      now: options.now ?? Date.now,
    };
  }

  /** Records a crash; returns how long to wait before reloading (0: now). */
  crashed(): number {
    const now = this.#options.now();
    this.#crashes.push(now);
    while (this.#crashes.length > 0 && now - (this.#crashes[0] ?? now) > this.#options.windowMs) this.#crashes.shift();
    const excess = this.#crashes.length - this.#options.maxQuickReloads;
    if (excess <= 0) return 0;
    return Math.min(this.#options.maxCooldownMs, this.#options.cooldownMs * 2 ** (excess - 1));
  }

  /** Crashes counted in the current window (for logs). */
  recentCrashes(): number {
    return this.#crashes.length;
  }
}
