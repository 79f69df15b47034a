import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnersSchema } from '@shared/api/games';
import { gameRounds, games, members, seamlessTransactions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import { expectFailure, seededMerchantId, valueOf } from './lobby-test-support';
import { maskName } from './winners-service';

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

  let next = 0;
  /**
   * What an accepted win leaves (seamless-wins.test.ts plays them through the protocol): the
   * player's round of the game (its bet) and the win call's claim, with the pool's prize if any.
   */
  const play = async (account: string, nodeId: string | null, win: { amount: number; jackpotPrize?: number; kind?: 'win' | 'bet'; staked?: number }) => {
    next += 1;
    const memberId = ids[account] ?? 0;
    const roundId = `board-round-${next}`;
    const db = t.database.db;
    await db.insert(gameRounds).values({ merchantId, vendorCode: 'BOARDV', roundId, memberId, gameNodeId: nodeId, currency: 'THB', totalBet: win.staked ?? 100, totalWin: win.amount, status: 'settled' });
    await db.insert(seamlessTransactions).values({
      merchantId,
      vendorCode: 'BOARDV',
      transactionId: `board-${next}`,
      kind: win.kind ?? 'win',
      roundId,
      memberId,
      amount: win.amount,
      jackpotPrize: win.jackpotPrize ?? 0,
      requestHash: `hash-${next}`,
    });
  };
  const win = (account: string, nodeId: string, amount: number) => play(account, nodeId, { amount });

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

  it('shows a jackpot win with its prize, and never a win of 0, a win no bigger than its round’s stake, a bet, or a round of a game it does not know', async () => {
    await play('downline1', 'PG-RNG-1', { amount: 0, jackpotPrize: 99_999_999_00 });
    await play('demoplayer', 'PG-RNG-1', { amount: 0 });
    await play('demoplayer', 'PG-RNG-1', { amount: 777_777_77, kind: 'bet' });
    await play('demoplayer', null, { amount: 555_555_55 });
    await play('demoplayer', 'NO-SUCH-GAME', { amount: 444_444_44 });
    // Money back, not a win: a lottery slip's rebate on its lost numbers, a slot paying less than the stake.
    await play('demoplayer', 'PG-RNG-1', { amount: 3_00, staked: 100_00 });
    await play('demoplayer', 'PG-RNG-1', { amount: 100_00, staked: 100_00 });
    const list = await board('limitNum=100');
    expect(list.map((w) => w.winAmount)).toEqual([99_999_999_00, 98_765_43, 5_000_00, 1_250_00, 12_00]);
    expect(list[0]).toMatchObject({ customerName: 'do****e1', iconUrl: '/img/games/PG-RNG-1.svg' });
  });
});
