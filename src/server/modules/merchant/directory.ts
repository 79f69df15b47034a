import type { Db } from '../../db/client';
import { CachedValue } from '../../lib/cached-value';
import { listMerchantDomains, listMerchants, type MerchantRow } from './repository';

export type Merchant = MerchantRow;

interface Snapshot {
  byCode: Map<string, Merchant>;
  byHost: Map<string, Merchant>;
  first: Merchant | undefined;
  /** Raw Host header → host-based answer, to skip normalising on every request (bounded: clients pick the header). */
  hostMemo: Map<string, Merchant | undefined>;
}

const HOST_MEMO_LIMIT = 1000;

export interface MerchantLookup {
  /** X-Merchant-Code, when the client sent one. */
  headerCode: string | undefined;
  /** Host name without port. */
  host: string;
}

/** Lower-case, no port, no trailing dot: how hosts are stored in merchant_domains. */
export function normalizeHost(host: string): string {
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']'));
  else if (value.split(':').length === 2) value = value.slice(0, value.indexOf(':'));
  return value.replace(/\.$/, '');
}

/**
 * Header first (an explicit choice), then the host, then the configured default, then the
 * first merchant. `undefined` only when a header names an unknown merchant or none exist.
 */
function pick(snapshot: Snapshot, lookup: MerchantLookup, defaultCode: string | undefined): Merchant | undefined {
  if (lookup.headerCode) return snapshot.byCode.get(lookup.headerCode.trim().toUpperCase());
  if (snapshot.hostMemo.has(lookup.host)) return snapshot.hostMemo.get(lookup.host);
  const host = normalizeHost(lookup.host);
  const byHost = snapshot.byHost.get(host) ?? snapshot.byHost.get(host.replace(/^www\./, ''));
  const byDefault = defaultCode ? snapshot.byCode.get(defaultCode.toUpperCase()) : undefined;
  const merchant = byHost ?? byDefault ?? snapshot.first;
  if (snapshot.hostMemo.size >= HOST_MEMO_LIMIT) snapshot.hostMemo.clear();
  snapshot.hostMemo.set(lookup.host, merchant);
  return merchant;
}

/**
 * Every merchant and its host names, held in memory. A platform has tens of brands, so the whole
 * table is loaded at once; writes through this process call invalidate(), other processes catch
 * up within the TTL.
 */
export class MerchantDirectory {
  private readonly cache: CachedValue<Snapshot>;

  constructor(
    private readonly db: Db,
    private readonly defaultCode: string | undefined,
    ttlMs = 5000,
    onError?: (error: unknown) => void,
  ) {
    this.cache = new CachedValue(() => this.load(), ttlMs, onError);
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  async resolve(lookup: MerchantLookup): Promise<Merchant | undefined> {
    return pick(await this.cache.get(), lookup, this.defaultCode);
  }

  /** resolve() without waiting: `null` means "not loaded yet, call resolve()". */
  resolveCached(lookup: MerchantLookup): Merchant | undefined | null {
    const snapshot = this.cache.peek();
    return snapshot ? pick(snapshot, lookup, this.defaultCode) : null;
  }

  private async load(): Promise<Snapshot> {
    const [rows, domains] = await Promise.all([listMerchants(this.db), listMerchantDomains(this.db)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const byCode = new Map(rows.map((row) => [row.code.toUpperCase(), row]));
    const byHost = new Map<string, Merchant>();
    for (const domain of domains) {
      const merchant = byId.get(domain.merchantId);
      if (merchant) byHost.set(normalizeHost(domain.host), merchant);
    }
    return { byCode, byHost, first: rows[0], hostMemo: new Map() };
  }
}
