import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, vendors } from '../../db/schema/index';

/** Vendors that have at least one game (the inner join drops empty ones), with their counts. */
export async function listMenuVendors(db: Db, merchantId: number) {
  return db
    .select({
      code: vendors.code,
      displayName: vendors.displayName,
      gameType: vendors.gameType,
      maintenance: vendors.maintenance,
      gameCount: count(games.id),
    })
    .from(vendors)
    .innerJoin(
      games,
      and(
        eq(games.merchantId, vendors.merchantId),
        eq(games.vendorCode, vendors.code),
        eq(games.gameType, vendors.gameType),
      ),
    )
    .where(eq(vendors.merchantId, merchantId))
    .groupBy(vendors.id)
    .orderBy(asc(vendors.sort), asc(vendors.code));
}
