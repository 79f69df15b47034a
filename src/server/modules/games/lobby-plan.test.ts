import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { insertManyGames } from '../../test/many-games';
import { explainPageGames } from './catalogue-repository';
import { seededMerchantId } from './lobby-test-support';

/** Not a speed test: the planner's choice for the lobby query over a catalogue of 10,000+ games. */
describe.each(testDrivers())('lobby query plan on %s', (driver) => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    merchantId = await seededMerchantId(t);
    // insertManyGames ends with ANALYZE, so the planner knows the table is big.
    await insertManyGames(t.database.db, merchantId, 10_000);
  }, 120_000);
  afterAll(async () => t?.close());

  it.each([
    ['category, vendor, search, page 2', { gameType: 'RNG', vendorCode: 'PG', search: 'lucky' }, 18],
    ['category and vendor', { gameType: 'LIVE', vendorCode: 'SA' }, 0],
    ['category, vendor, classify and tab', { gameType: 'RNG', vendorCode: 'JDB', classify: 'SLOT', tab: 'NEW' }, 0],
  ] as const)('reads the lobby index, not the whole table: %s', async (_name, filter, offset) => {
    const plan = (await explainPageGames(t.database.db, merchantId, filter, 18, offset)).join('\n');
    expect(plan).toMatch(/(Index Scan using|Index Only Scan using|Bitmap Index Scan on) games_lobby_idx/u);
    expect(plan).not.toMatch(/Seq Scan/u);
  });
});
