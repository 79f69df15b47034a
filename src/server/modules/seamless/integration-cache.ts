import type { Db } from '../../db/client';
import * as repo from './repository';

/**
 * Vendor integrations as the signature check reads them, kept per database handle for a few
 * seconds: every vendor call needs one, and they change rarely. setIntegration forgets them in
 * this process at once; a change made by another process (ops vendor-set against a PostgreSQL
 * server) shows within INTEGRATION_TTL_MS. Unknown codes are remembered too (bounded).
 */
export const INTEGRATION_TTL_MS = 5_000;
const LIMIT = 1_000;

interface Cache {
  entries: Map<string, { row: repo.IntegrationRow | undefined; at: number }>;
  /** Bumped by forget: a load that started before it does not store its (maybe older) row. */
  generation: number;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(db, cache);
  }
  return cache;
}

export async function cachedIntegration(db: Db, merchantId: number, code: string, now = Date.now()): Promise<repo.IntegrationRow | undefined> {
  const cache = cacheOf(db);
  const key = `${merchantId}:${code}`;
  const hit = cache.entries.get(key);
  if (hit && now - hit.at < INTEGRATION_TTL_MS) return hit.row;
  const generation = cache.generation;
  const row = await repo.findIntegration(db, merchantId, code);
  if (generation === cache.generation) {
    if (cache.entries.size >= LIMIT) cache.entries.clear();
    cache.entries.set(key, { row, at: now });
  }
  return row;
}

/** Drops what this process remembers (after a change). */
export function forgetIntegrations(db: Db): void {
  const cache = cacheOf(db);
  cache.entries.clear();
  cache.generation += 1;
}
