import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnersSchema } from '@shared/api/games';
import { okEnvelope } from '@shared/envelope';
import { games } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { configureVendor, injectTransport, VendorClient } from '../../test/vendor-client';
import { transfer } from '../ledger/service';
import { verifyLedger } from '../ledger/verifier';
import { JACKPOT_POOL } from './jackpot-pool';
import { SECRET, seamlessFixture, type SeamlessFixture } from './test-seamless';

const TRANSFER_VENDOR = 'XFERV';

describe.each(testDrivers())('seamless wins on the winner board and transfer-mode wallets on %s', (driver) => {
  let f: SeamlessFixture;
  let player: number;
  let game: { id: number; nodeId: string };
  let n = 0;
  const id = (prefix: string) => `wb-${prefix}-${(n += 1)}`;
  const board = async () => {
    const response = await f.t.app.inject({ url: '/lgw/games/winners?gameCategory=ALL&language=EN&limitNum=50' });
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(winnersSchema).parse(response.json()).value.list;
  };

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 100_000);
    const [row] = await f.t.database.db.select({ id: games.id, nodeId: games.nodeId }).from(games).where(eq(games.merchantId, f.merchantId)).limit(1);
    if (!row) throw new Error('the seed has no games');
    game = row;
  });
  afterAll(async () => f.close());

  it('puts a real win on the board (masked name, the round’s game), once per win call; a lost round and an unknown game stay off', async () => {
    expect(await board()).toEqual([]);
    const token = await f.launch(player, undefined, game.nodeId);
    const round = id('r');
    const base = { playerId: String(player), currency: 'THB' };
    await f.vendor.call('bet', { ...base, token, transactionId: id('b'), roundId: round, amount: 1_000 });
    const w = id('w');
    for (let i = 0; i < 3; i += 1) expect((await f.vendor.call('win', { ...base, transactionId: w, roundId: round, amount: 4_321 })).body.success).toBe(true);
    const lost = id('r');
    await f.vendor.call('bet', { ...base, token, transactionId: id('b'), roundId: lost, amount: 1_000 });
    await f.vendor.call('win', { ...base, transactionId: id('w'), roundId: lost, amount: 0 });
    // test-game is not in the catalogue: the round has no known game.
    const unknownRound = id('r');
    await f.vendor.call('bet', { ...base, token: await f.launch(player), transactionId: id('b'), roundId: unknownRound, amount: 1_000 });
    await f.vendor.call('win', { ...base, transactionId: id('w'), roundId: unknownRound, amount: 9_999 });
    expect(await board()).toEqual([expect.objectContaining({ customerName: 'de****er', winAmount: 4_321, currency: 'THB', iconUrl: expect.stringContaining(game.nodeId) })]);
  });

  it('counts the jackpot in the board’s win amount', async () => {
    const token = await f.launch(player, undefined, game.nodeId);
    const round = id('r');
    const base = { playerId: String(player), currency: 'THB' };
    await f.vendor.call('bet', { ...base, token, transactionId: id('b'), roundId: round, amount: 50_000 });
    const pool = await f.balance(JACKPOT_POOL);
    expect(pool).toBeGreaterThanOrEqual(500);
    // The stake back plus the pool: a win on the board only for the jackpot it carries.
    const reply = await f.vendor.call('win', { ...base, transactionId: id('w'), roundId: round, amount: 50_000, jackpot: true });
    expect(reply.body.value).toMatchObject({ jackpotAmount: pool });
    expect((await board()).map((row) => row.winAmount)).toEqual([50_000 + pool, 4_321]);
  });

  it('records a round under the game a bet names (a lobby session betting on several games), else the launched game', async () => {
    await configureVendor(f.t.database.db, f.merchantId, { code: 'LOTT', secret: SECRET });
    const lott = new VendorClient('LOTT', SECRET, injectTransport(f.t.app), () => f.t.clock.t);
    const [sea] = await f.t.database.db.select({ nodeId: games.nodeId }).from(games).where(and(eq(games.merchantId, f.merchantId), eq(games.vendorGameCode, 'SEA4D')));
    const token = await f.launch(player, 'LOTT', 'LOTT-launched');
    const base = { playerId: String(player), currency: 'THB', token, amount: 100 };
    const named = id('r');
    expect((await lott.call('bet', { ...base, transactionId: id('b'), roundId: named, gameCode: 'SEA4D' })).body.success).toBe(true);
    const unknown = id('r');
    expect((await lott.call('bet', { ...base, transactionId: id('b'), roundId: unknown, gameCode: 'NO_SUCH_GAME' })).body.success).toBe(true);
    expect((await f.round(named))?.gameNodeId).toBe(sea?.nodeId);
    expect((await f.round(unknown))?.gameNodeId).toBe('LOTT-launched');
  });

  it('plays a transfer-mode vendor on the player’s wallet at that vendor and leaves main untouched', async () => {
    await configureVendor(f.t.database.db, f.merchantId, { code: TRANSFER_VENDOR, mode: 'transfer', secret: SECRET });
    const vendor = new VendorClient(TRANSFER_VENDOR, SECRET, injectTransport(f.t.app), () => f.t.clock.t);
    const wallet = { kind: 'player_vendor' as const, memberId: player, code: TRANSFER_VENDOR };
    await transfer(f.t.database.db, {
      merchantId: f.merchantId,
      idempotencyKey: `test-xfer-fill-${player}`,
      type: 'transfer_out',
      reference: 'test',
      actor: 'test',
      from: { kind: 'player_main', memberId: player },
      to: wallet,
      amount: 20_000,
      currency: 'THB',
    });
    const main = await f.main(player);
    const token = await f.launch(player, TRANSFER_VENDOR);
    expect((await vendor.call('authenticate', { token })).body.value).toMatchObject({ balance: 20_000 });
    const base = { playerId: String(player), currency: 'THB' };
    const round = id('r');
    const bet = await vendor.call('bet', { ...base, token, transactionId: id('b'), roundId: round, amount: 8_000 });
    expect(bet.body).toMatchObject({ success: true, value: { balance: 12_000 } });
    const pool = await f.balance(JACKPOT_POOL);
    const won = await vendor.call('win', { ...base, transactionId: id('w'), roundId: round, amount: 3_000, jackpot: true });
    expect(won.body).toMatchObject({ success: true, value: { balance: 15_000 + pool, jackpotAmount: pool } });
    expect(await f.balance(wallet)).toBe(15_000 + pool);
    expect((await vendor.call('balance', base)).body.value).toMatchObject({ balance: 15_000 + pool });
    expect(await f.main(player)).toBe(main);
    // The main wallet's money is not the vendor's to take.
    const short = await vendor.call('bet', { ...base, token, transactionId: id('b'), roundId: id('r'), amount: 15_001 + pool });
    expect(short.body).toMatchObject({ code: 'insufficient_funds', value: { balance: 15_000 + pool } });
    expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);
  });
});
