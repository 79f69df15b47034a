import type { ConnectionStatus, MirrorStatus } from '@shared/desktop';
import type { MirrorEntry } from './mirror-list';
import type { FailureReason, ProbeOutcome } from './mirror-probe';

export interface MirrorPoolOptions {
  mirrors: readonly MirrorEntry[];
  /** The mirror that answered last time (persisted): used at once, kept while its probe passes. */
  lastGood?: string | null;
  probe: (origin: string, signal: AbortSignal) => Promise<ProbeOutcome>;
  /** Whether the machine has a network at all (Electron's net.isOnline). */
  isOnline?: () => boolean | Promise<boolean>;
  probeTimeoutMs?: number;
  /** Quarantine of a failing mirror: base * 2^(failures - 1), at most max. */
  backoff?: { baseMs: number; maxMs: number };
  /** After a round found no mirror, callers get "none" for this long instead of probing again. */
  retryAfterMs?: number;
  now?: () => number;
}

export interface MirrorHealth extends MirrorEntry {
  /** Consecutive failures; reset by a passing probe. */
  failures: number;
  /** Until when (clock ms) rounds skip this mirror. */
  quarantinedUntil: number;
  /** The last probe's verdict; null before the first. */
  healthy: boolean | null;
}

type Listener = (status: MirrorStatus, previous: MirrorStatus) => void;

/**
 * The mirror pool of the desktop shell. Probes every mirror that is not in quarantine in parallel,
 * each within a timeout; keeps the current mirror while it passes; otherwise takes the
 * highest-priority healthy one. Failing mirrors are quarantined with exponential backoff, unless the
 * machine itself is offline, in which case nobody is blamed and the status says `offline`.
 * Real traffic reports failures, which trigger a fresh round.
 */
export class MirrorPool {
  readonly #options: Required<Omit<MirrorPoolOptions, 'mirrors' | 'lastGood'>>;
  #mirrors: MirrorHealth[] = [];
  #current: string | null = null;
  #status: ConnectionStatus = 'connecting';
  #round: Promise<MirrorStatus> | null = null;
  #queued: Promise<MirrorStatus> | null = null;
  #lastRoundAt = Number.NEGATIVE_INFINITY;
  #listeners = new Set<Listener>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: MirrorPoolOptions) {
    this.#options = {
      probe: options.probe,
      isOnline: options.isOnline ?? (() => true),
      probeTimeoutMs: options.probeTimeoutMs ?? 4000,
      backoff: options.backoff ?? { baseMs: 5000, maxMs: 5 * 60_000 },
      retryAfterMs: options.retryAfterMs ?? 2000,
      now: options.now ?? Date.now,
    };
    this.setMirrors(options.mirrors);
    const lastGood = options.lastGood ?? null;
    if (lastGood !== null && this.#mirrors.some((m) => m.origin === lastGood)) this.#current = lastGood;
  }

  status(): MirrorStatus {
    return { active: this.#current, status: this.#status };
  }

  health(): MirrorHealth[] {
    return this.#mirrors.map((m) => ({ ...m }));
  }

  origins(): string[] {
    return this.#mirrors.map((m) => m.origin);
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A new mirror list (refreshed from domainRoute): known mirrors keep their health. */
  setMirrors(list: readonly MirrorEntry[]): void {
    const known = new Map(this.#mirrors.map((m) => [m.origin, m]));
    this.#mirrors = [...list]
      .sort((a, b) => a.priority - b.priority)
      .map(({ origin, priority }) => ({ failures: 0, quarantinedUntil: 0, healthy: null, ...known.get(origin), origin, priority }));
    // The current mirror left the list: the next request or round picks another.
    if (this.#current !== null && !this.#mirrors.some((m) => m.origin === this.#current)) {
      this.#lastRoundAt = Number.NEGATIVE_INFINITY;
      this.#set(null, this.#status);
    }
  }

  /** The mirror to send a request to, probing first when there is none (null: none answers). */
  async activeOrigin(): Promise<string | null> {
    if (this.#current !== null) return this.#current;
    if (this.#round) return (await this.#round).active;
    if (this.#options.now() - this.#lastRoundAt < this.#options.retryAfterMs) return null;
    return (await this.refresh()).active;
  }

  /**
   * One probe round (shared by concurrent callers). `fresh` waits for a round that starts after the
   * call; `force` also probes quarantined mirrors (the offline screen's retry).
   */
  refresh(options: { fresh?: boolean; force?: boolean } = {}): Promise<MirrorStatus> {
    if (this.#round) {
      if (!options.fresh) return this.#round;
      this.#queued ??= this.#round.then(() => {
        this.#queued = null;
        return this.refresh({ force: options.force });
      });
      return this.#queued;
    }
    this.#round = this.#runRound(options.force === true).finally(() => {
      this.#round = null;
    });
    return this.#round;
  }

  /** Real traffic failed on `origin`: verify with a fresh round (it stays only if its probe passes). */
  reportFailure(origin: string, reason: FailureReason): Promise<MirrorStatus> {
    const mirror = this.#mirrors.find((m) => m.origin === origin);
    if (!mirror) return Promise.resolve(this.status());
    if (reason !== 'offline') mirror.healthy = false;
    return this.refresh({ fresh: true });
  }

  /** Rounds on a timer: every `healthyMs` while online, every `troubleMs` otherwise. */
  start(intervals: { healthyMs: number; troubleMs: number } = { healthyMs: 30_000, troubleMs: 5000 }): void {
    const tick = () => {
      void this.refresh().then((status) => {
        if (this.#timer === undefined) return;
        this.#timer = setTimeout(tick, status.status === 'online' ? intervals.healthyMs : intervals.troubleMs);
        this.#timer.unref?.();
      });
    };
    this.#timer = setTimeout(tick, 0);
    this.#timer.unref?.();
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  async #runRound(force: boolean): Promise<MirrorStatus> {
    const now = this.#options.now();
    const targets = this.#mirrors.filter((m) => force || m.quarantinedUntil <= now);
    const outcomes = await Promise.all(targets.map((m) => this.#probe(m.origin)));
    this.#lastRoundAt = this.#options.now();
    const healthy = targets.filter((_, i) => outcomes[i]?.ok === true);
    if (healthy.length === 0) return this.#noneHealthy(targets, outcomes);
    targets.forEach((mirror, i) => this.#record(mirror, outcomes[i] ?? { ok: false, reason: 'other' }));
    const keep = healthy.find((m) => m.origin === this.#current);
    // healthy keeps the pool's priority order, so the first is the preferred one.
    this.#set((keep ?? healthy[0])?.origin ?? null, 'online');
    return this.status();
  }

  async #noneHealthy(targets: MirrorHealth[], outcomes: ProbeOutcome[]): Promise<MirrorStatus> {
    const allOffline = outcomes.length > 0 && outcomes.every((o) => !o.ok && o.reason === 'offline');
    if (allOffline || !(await this.#isOnline())) {
      // The machine is offline: nobody is blamed, the current mirror is kept for when it is back.
      this.#set(this.#current, 'offline');
      return this.status();
    }
    targets.forEach((mirror, i) => this.#record(mirror, outcomes[i] ?? { ok: false, reason: 'other' }));
    this.#set(null, 'unreachable');
    return this.status();
  }

  #record(mirror: MirrorHealth, outcome: ProbeOutcome): void {
    if (outcome.ok) {
      Object.assign(mirror, { failures: 0, quarantinedUntil: 0, healthy: true });
      return;
    }
    if (outcome.reason === 'offline') return;
    mirror.failures += 1;
    mirror.healthy = false;
    const { baseMs, maxMs } = this.#options.backoff;
    mirror.quarantinedUntil = this.#options.now() + Math.min(maxMs, baseMs * 2 ** (mirror.failures - 1));
  }

  async #isOnline(): Promise<boolean> {
    try {
      return await this.#options.isOnline();
    } catch {
      return true;
    }
  }

  #probe(origin: string): Promise<ProbeOutcome> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The race holds even for a probe that ignores its signal.
    const timeout = new Promise<ProbeOutcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new DOMException('probe timed out', 'TimeoutError'));
        resolve({ ok: false, reason: 'timeout' });
      }, this.#options.probeTimeoutMs);
    });
    const probed = this.#options.probe(origin, controller.signal).catch((): ProbeOutcome => ({ ok: false, reason: 'other' }));
    return Promise.race([probed, timeout]).finally(() => clearTimeout(timer));
  }

  #set(active: string | null, status: ConnectionStatus): void {
    const previous = this.status();
    this.#current = active;
    this.#status = status;
    if (previous.active === active && previous.status === status) return;
    for (const listener of this.#listeners) listener(this.status(), previous);
  }
}
