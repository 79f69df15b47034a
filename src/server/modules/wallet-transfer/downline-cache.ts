import type { Db } from '../../db/client';
import { downlineByAccount } from '../agent/tree-repository';

/**
 * "Is this account in the agent's downline?" answers, kept briefly. Only positive answers are
 * kept: a downline registered a moment ago must be reachable at once, while a member moved to
 * another upline (an operator action) stays reachable for at most `ttlMs`, the same window the
 * session cache allows for a revoked session. Agents pay the same downlines over and over, so
 * this saves a lookup on most transfers.
 */
export class DownlineCache {
  private readonly hits = new Map<string, { id: number; until: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {}

  async find(db: Db, merchantId: number, agentId: number, account: string, now = Date.now()): Promise<number | undefined> {
    const key = `${merchantId}:${agentId}:${account}`;
    const hit = this.hits.get(key);
    if (hit && hit.until > now) return hit.id;
    const id = await downlineByAccount(db, merchantId, agentId, account);
    if (id === undefined || this.ttlMs <= 0) {
      this.hits.delete(key);
      return id;
    }
    // Bounded because agents choose the names; dropping everything is rare and harmless.
    if (this.hits.size >= this.maxEntries) this.hits.clear();
    this.hits.set(key, { id, until: now + this.ttlMs });
    return id;
  }
}
