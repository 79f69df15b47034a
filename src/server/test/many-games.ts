import { eq, sql } from 'drizzle-orm';
import type { GameClassify } from '@shared/constants';
import type { Db } from '../db/client';
import { games, vendors } from '../db/schema/index';
import { ADJECTIVES, SLOT_NOUNS } from '../db/seed/data/words';
import { inBatches } from '../db/seed/db-types';

const CLASSIFIES: GameClassify[] = ['SLOT', 'SLOT', 'SLOT', 'JACKPOT', 'SCRATCH', 'TABLE', 'ARCADE'];
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

/**
 * Adds `count` generated games to a merchant's catalogue, spread over its vendors, for the bench and
 * the query-plan test (a lobby of 10,000+ games), then refreshes the planner's statistics. Names
 * pair the seed's adjectives and slot themes in all three languages, so searches find real words.
 */
export async function insertManyGames(db: Db, merchantId: number, count: number): Promise<void> {
  const owners = await db.select({ code: vendors.code, gameType: vendors.gameType }).from(vendors).where(eq(vendors.merchantId, merchantId));
  if (owners.length === 0) throw new Error('insertManyGames: the merchant has no vendors');
  // Slot vendors get most of them, as in a real catalogue.
  const weighted = owners.flatMap((v) => Array.from({ length: v.gameType === 'RNG' ? 8 : 1 }, () => v));
  const rows = Array.from({ length: count }, (_, i) => {
    const vendor = weighted[i % weighted.length] ?? owners[0]!;
    const adjective = ADJECTIVES[i % ADJECTIVES.length]!;
    const noun = SLOT_NOUNS[Math.floor(i / ADJECTIVES.length) % SLOT_NOUNS.length]!;
    const name = { EN: `${adjective.en} ${noun.en} ${i + 1}`, CN: `${adjective.cn}${noun.cn}${i + 1}`, TH: `${noun.th}${adjective.th} ${i + 1}` };
    return {
      merchantId,
      nodeId: `${vendor.code}-${vendor.gameType}-X${i + 1}`,
      vendorCode: vendor.code,
      gameType: vendor.gameType,
      gameClassify: vendor.gameType === 'RNG' ? CLASSIFIES[i % CLASSIFIES.length]! : 'ARCADE',
      name,
      searchText: [name.EN, name.CN, name.TH].join(' ').toLowerCase(),
      isHot: i % 50 === 0,
      isNew: i % 20 === 0,
      engine: 'slot',
      iconSvg: ICON,
      sort: 1000 + i,
    };
  });
  await inBatches(rows, 1000, (batch) => db.insert(games).values(batch).onConflictDoNothing());
  await db.execute(sql`analyze`);
}
