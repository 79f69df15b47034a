import { sql } from 'drizzle-orm';
import { games, vendors } from '../../schema';
import { buildGames } from '../data/games';
import { VENDORS } from '../data/vendors';
import { vendorLogoSvg } from '../art/vendor-logo';
import { inBatches, type SeedTx } from '../db-types';

/** Vendors and their games; rows are keyed (vendor code + category, node id), so reruns add nothing. */
export async function seedCatalogue(tx: SeedTx, merchantId: number): Promise<void> {
  await tx
    .insert(vendors)
    .values(
      VENDORS.map((vendor, i) => ({
        merchantId,
        code: vendor.code,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        logoSvg: vendorLogoSvg(vendor.code),
        walletMode: vendor.walletMode,
        inFooter: vendor.inFooter,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  const rows = buildGames(VENDORS).map((game) => ({ merchantId, ...game }));
  // A game seeded before games had vendor codes gets its code; nothing else of an existing row changes.
  await inBatches(rows, 120, (batch) =>
    tx
      .insert(games)
      .values(batch)
      .onConflictDoUpdate({ target: [games.merchantId, games.nodeId], set: { vendorGameCode: sql`excluded.vendor_game_code` }, setWhere: sql`${games.vendorGameCode} is null` }),
  );
}
