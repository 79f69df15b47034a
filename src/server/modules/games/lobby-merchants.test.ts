import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsSchema, gameListSchema, gamesPageSchema, jackpotSchema, vendorLanesSchema, winnersSchema } from '@shared/api/games';
import { jackpots } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { insertMerchant, listMerchants } from '../merchant/repository';
import { valueOf } from './lobby-test-support';

/** Every lobby read is the resolved merchant's: a second brand sees none of the first one's rows. */
describe.each(testDrivers())('lobby per merchant on %s', (driver) => {
  let t: TestApp;
  const two = { 'x-merchant-code': 'TWO' };
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const [demo] = await listMerchants(t.database.db);
    if (!demo) throw new Error('seed made no merchant');
    await insertMerchant(t.database.db, { code: 'TWO', name: 'Second Brand', config: { ...demo.config, name: 'Second Brand' } });
    t.app.merchants.invalidate();
  });
  afterAll(async () => t?.close());

  it('keeps catalogue, lanes, hot games, winners, announcements and jackpot apart', async () => {
    const inject = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    // The first brand's pages are read (and cached) first: the second must not see them.
    expect(valueOf(await inject('/lgw/games/list?gameType=RNG'), gamesPageSchema).total).toBeGreaterThan(0);
    expect(valueOf(await inject('/lgw/games/vendors'), vendorLanesSchema).data.lanes.length).toBeGreaterThan(0);
    expect(valueOf(await inject('/lgw/games/list?gameType=RNG', two), gamesPageSchema)).toMatchObject({ games: [], total: 0 });
    expect(valueOf(await inject('/lgw/games/vendors', two), vendorLanesSchema).data.lanes).toEqual([]);
    expect(valueOf(await inject('/lgw/games/hot', two), gameListSchema).list).toEqual([]);
    expect(valueOf(await inject('/lgw/games/winners', two), winnersSchema).list).toEqual([]);
    const notices = valueOf(await inject('/wps/system/announcements', two), announcementsSchema);
    expect(notices).toMatchObject({ banners: [], player: [], popup: [], playerTotal: 0 });
    valueOf(await inject('/lgw/games/jackpot'), jackpotSchema);
    valueOf(await inject('/lgw/games/jackpot', two), jackpotSchema);
    expect(await t.database.db.select({ merchantId: jackpots.merchantId }).from(jackpots)).toHaveLength(2);
  });
});
