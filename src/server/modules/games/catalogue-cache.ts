import type { Db } from '../../db/client';
import { CachedValue } from '../../lib/cached-value';
import { listHotGames, listVendorClassifies } from './catalogue-repository';
import { listMenuVendors } from './repository';

/** Hot games kept per merchant: more than any hot list shows (home shows 12). */
export const HOT_LIMIT = 200;

export interface CatalogueSnapshot {
  vendors: Awaited<ReturnType<typeof listMenuVendors>>;
  classifies: Awaited<ReturnType<typeof listVendorClassifies>>;
  hot: Awaited<ReturnType<typeof listHotGames>>;
  /** `code|gameType` of the vendors in maintenance. */
  inMaintenance: Set<string>;
}

export function vendorKey(code: string, gameType: string): string {
  return `${code}|${gameType}`;
}

/**
 * The slow-changing parts of a merchant's catalogue (vendor lanes, maintenance flags, hot games),
 * per merchant for a few seconds: every home and lobby page asks for them.
 */
export class CatalogueCache {
  private readonly byMerchant = new Map<number, CachedValue<CatalogueSnapshot>>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly onBackgroundError: (error: unknown) => void = () => undefined,
  ) {}

  get(merchantId: number): Promise<CatalogueSnapshot> {
    let cached = this.byMerchant.get(merchantId);
    if (!cached) {
      cached = new CachedValue(() => this.load(merchantId), this.ttlMs, this.onBackgroundError);
      this.byMerchant.set(merchantId, cached);
    }
    return cached.get();
  }

  invalidate(): void {
    for (const cached of this.byMerchant.values()) cached.invalidate();
  }

  private async load(merchantId: number): Promise<CatalogueSnapshot> {
    // One after another: PGlite serves one statement at a time anyway.
    const vendors = await listMenuVendors(this.db, merchantId);
    const classifies = await listVendorClassifies(this.db, merchantId);
    const hot = await listHotGames(this.db, merchantId, HOT_LIMIT);
    const inMaintenance = new Set(vendors.filter((v) => v.maintenance).map((v) => vendorKey(v.code, v.gameType)));
    return { vendors, classifies, hot, inMaintenance };
  }
}
