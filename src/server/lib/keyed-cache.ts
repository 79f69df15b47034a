import { CachedValue } from './cached-value';

/**
 * Values by key, each a CachedValue (kept `ttlMs`, then served stale while one reload runs), at
 * most `maxEntries` of them: the least recently read is dropped first. Bounded because clients
 * choose the keys (search words).
 */
export class KeyedCache<T> {
  private readonly entries = new Map<string, CachedValue<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly onBackgroundError: (error: unknown) => void = () => undefined,
  ) {}

  /** The value without waiting, or undefined when it was never loaded (or was dropped). */
  peek(key: string): T | undefined {
    const entry = this.touch(key);
    return entry?.peek();
  }

  /** `load` is used when the key has no entry; later reloads of the entry reuse it. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const existing = this.touch(key);
    if (existing) return existing.get();
    const entry = new CachedValue(load, this.ttlMs, this.onBackgroundError);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.get().catch((error: unknown) => {
      // A first load that failed leaves nothing worth keeping: the next read starts afresh.
      if (this.entries.get(key) === entry && entry.peek() === undefined) this.entries.delete(key);
      throw error;
    });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Marks the entry most recently used (a Map keeps insertion order). */
  private touch(key: string): CachedValue<T> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }
}
