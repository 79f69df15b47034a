import type { SessionRow } from './repository';

/**
 * Recently checked sessions by token hash, so a busy client costs no query per request. Changes
 * made in this process (logout, password change, revocation) drop entries at once; other
 * processes see them within the TTL (SESSION_CACHE_SECONDS, 0 turns the cache off).
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; loadedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.loadedAt > this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  set(tokenHash: string, row: SessionRow, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { row, loadedAt: now });
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops every cached session of a member (password change, recovery, revocation). */
  dropMember(memberId: number): void {
    for (const [hash, entry] of this.entries) if (entry.row.member.id === memberId) this.entries.delete(hash);
  }
}
