import type { Db } from '../../db/client';
import { CachedValue } from '../../lib/cached-value';
import { AddressSet } from '../../lib/ip';
import { listGeoRanges } from './repository';

interface GeoTable {
  entries: Array<{ country: string; ranges: AddressSet }>;
  /** Answers already looked up: visitors repeat, and a Map hit is far cheaper than range checks. */
  memo: Map<string, string | null>;
}

const MEMO_LIMIT = 50_000;

/**
 * Address → country from the geo_ip_ranges table, held in memory (the table changes rarely;
 * a region check runs on every status call and must not query the database).
 */
export class GeoDirectory {
  private readonly cache: CachedValue<GeoTable>;

  constructor(db: Db, ttlMs = 5 * 60_000, onError?: (error: unknown) => void) {
    this.cache = new CachedValue(async () => buildTable(await listGeoRanges(db)), ttlMs, onError);
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  /** countryOf() without waiting: `undefined` until the table has loaded once. */
  countryOfCached(address: string): string | null | undefined {
    const table = this.cache.peek();
    return table ? lookup(table, address) : undefined;
  }

  async countryOf(address: string): Promise<string | null> {
    return lookup(this.cache.peek() ?? (await this.cache.get()), address);
  }
}

function lookup(table: GeoTable, address: string): string | null {
  const known = table.memo.get(address);
  if (known !== undefined) return known;
  const country = table.entries.find((entry) => entry.ranges.has(address))?.country ?? null;
  // Bounded so a scan of many addresses cannot grow memory without limit.
  if (table.memo.size >= MEMO_LIMIT) table.memo.clear();
  table.memo.set(address, country);
  return country;
}

function buildTable(rows: Array<{ cidr: string; country: string }>): GeoTable {
  const byCountry = new Map<string, string[]>();
  for (const row of rows) {
    const country = row.country.toUpperCase();
    const list = byCountry.get(country) ?? [];
    list.push(row.cidr);
    byCountry.set(country, list);
  }
  const entries = [...byCountry].map(([country, cidrs]) => ({ country, ranges: new AddressSet(cidrs) }));
  return { entries, memo: new Map() };
}
