import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnersSchema } from '@shared/api/games';
import { games, members } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { expectFailure, seededMerchantId, valueOf } from './lobby-test-support';
import { maskName, recordWin } from './winners-service';

describe('maskName', () => {
  it.each([
    ['demoplayer', 'de****er'],
    ['downline1', 'do****e1'],
    ['abcdef', 'ab****ef'],
    ['abcde', 'a****'],
    ['abc', 'a****'],
    ['ab', '****'],
    ['a', '****'],
    ['', '****'],
    ['สมชายใจดี', 'สม****ดี'],
    ['  guest1234abcd  ', 'gu****cd'],
  ])('%j → %j', (name, masked) => expect(maskName(name)).toBe(masked));

  it('never shows more than four characters of a name', () => {
    for (const name of ['abcdefghij', 'x'.repeat(40), '王小明先生你好']) {
      const shown = [...maskName(name)].filter((c) => c !== '*');
      expect(shown.length).toBeLessThanOrEqual(4);
    }
  });
});

describe.each(testDrivers())('winner board on %s', (driver) => {
  let t: TestApp;
  let merchantId: number;
  const ids: Record<string, number> = {};
  const board = async (query: string) => valueOf(await t.app.inject({ url: `/lgw/games/winners?${query}` }), winnersSchema).list;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    merchantId = await seededMerchantId(t);
    const db = t.database.db;
    for (const row of await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.merchantId, merchantId))) ids[row.account] = row.id;
    const nodes = ['PG-RNG-1', 'SA-LIVE-1', 'JDB-FISH-2'];
    for (const row of await db.select({ id: games.id, nodeId: games.nodeId }).from(games).where(and(eq(games.merchantId, merchantId), inArray(games.nodeId, nodes)))) ids[row.nodeId] = row.id;
  });
  afterAll(async () => t?.close());

  const win = (account: string, nodeId: string, winAmount: number) =>
    recordWin(t.database.db, { merchantId, memberId: ids[account] ?? 0, gameId: ids[nodeId] ?? 0, winAmount, currency: 'THB' });

  it('is empty until real wins are recorded (the seed invents none)', async () => {
    expect(await board('gameCategory=ALL&language=EN&limitNum=20')).toEqual([]);
  });

  it('lists recorded wins biggest first with masked names, localized game names and icons', async () => {
    await win('demoplayer', 'PG-RNG-1', 1_250_00);
    await win('downline1', 'SA-LIVE-1', 98_765_43);
    await win('demoagent', 'JDB-FISH-2', 5_000_00);
    await win('demoplayer', 'SA-LIVE-1', 12_00);
    const list = await board('gameCategory=ALL&language=EN&limitNum=20');
    expect(list.map((w) => w.winAmount)).toEqual([98_765_43, 5_000_00, 1_250_00, 12_00]);
    expect(list.map((w) => w.customerName)).toEqual(['do****e1', 'de****nt', 'de****er', 'de****er']);
    expect(list[0]).toMatchObject({ currency: 'THB', iconUrl: '/img/games/SA-LIVE-1.svg' });
    expect(new Date(list[0]?.wonAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [game] = await t.database.db.select({ name: games.name }).from(games).where(eq(games.id, ids['SA-LIVE-1'] ?? 0));
    expect(list[0]?.gameName).toBe(game?.name.EN);
    expect((await board(''))[0]?.gameName).toBe(game?.name.TH);
  });

  it('honours limitNum and gameCategory, and refuses bad limits with 422', async () => {
    expect((await board('limitNum=2')).map((w) => w.winAmount)).toEqual([98_765_43, 5_000_00]);
    expect((await board('gameCategory=LIVE')).map((w) => w.winAmount)).toEqual([98_765_43, 12_00]);
    expect((await board('gameCategory=FISH')).map((w) => w.winAmount)).toEqual([5_000_00]);
    expect(await board('gameCategory=LOTT')).toEqual([]);
    for (const query of ['limitNum=0', 'limitNum=101', 'limitNum=x', 'other=1']) {
      expectFailure(await t.app.inject({ url: `/lgw/games/winners?${query}` }), 422, 'validation_failed');
    }
  });

  it('recordWin refuses amounts that are not positive whole minor units', async () => {
    for (const amount of [0, -100, 12.5, Number.NaN]) await expect(win('demoplayer', 'PG-RNG-1', amount)).rejects.toThrow(/bad amount/u);
    expect(await board('limitNum=100')).toHaveLength(4);
  });
});
