/**
 * A value loaded on demand and kept for `ttlMs`. After the TTL the stale value is still served
 * while one background reload runs, so hot paths never wait on the database in the steady state.
 * `invalidate()` drops the value: the next read waits for a fresh load (used right after writes).
 */
export class CachedValue<T> {
  private value: T | undefined;
  private loadedAt = 0;
  private pending: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly onBackgroundError: (error: unknown) => void = () => undefined,
  ) {}

  async get(now = Date.now()): Promise<T> {
    if (this.value === undefined) return this.reload();
    if (now - this.loadedAt > this.ttlMs && !this.pending) {
      this.reload().catch(this.onBackgroundError);
    }
    return this.value;
  }

  /**
   * The value without waiting, or undefined before the first load. Same refresh rules as get();
   * lets hot paths stay synchronous in the steady state.
   */
  peek(now = Date.now()): T | undefined {
    if (this.value !== undefined && now - this.loadedAt > this.ttlMs && !this.pending) {
      this.reload().catch(this.onBackgroundError);
    }
    return this.value;
  }

  invalidate(): void {
    this.value = undefined;
    this.pending = undefined;
    this.generation += 1;
  }

  private reload(): Promise<T> {
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.load().then(
      (value) => {
        // A load that started before invalidate() may hold pre-write data: do not keep it.
        if (generation === this.generation) {
          this.value = value;
          this.loadedAt = Date.now();
          this.pending = undefined;
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.pending = undefined;
        throw error;
      },
    );
    this.pending = pending;
    return pending;
  }
}
