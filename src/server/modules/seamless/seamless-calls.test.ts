import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/database';
import { members } from '../../db/schema/index';
import { verifyLedger } from '../ledger/verifier';
import { moneyCall, type MoneyCall } from './call-repository';
import { configureVendor, injectTransport, VendorClient } from '../../test/vendor-client';
import { JACKPOT_POOL } from './jackpot-pool';
import { seamlessFixture, VENDOR, type SeamlessFixture } from './test-seamless';

/**
 * Bets and wins are one statement each, and concurrent ones share a statement: every call still
 * gets its own answer, and a refusal rolls back only its own call. The vendor's settlement account
 * and the jackpot pool are booked once a statement, at its end (db/functions/seamless_money_calls.sql).
 */
describe.each(testDrivers())('seamless bets and wins as single statements on %s', (driver) => {
  let f: SeamlessFixture;
  let rich: number;
  let poor: number;
  let richToken: string;
  let poorToken: string;
  let n = 0;
  const id = (prefix: string) => `${prefix}-${(n += 1)}`;
  const bet = (player: number, token: string, transactionId: string, roundId: string, amount: number) =>
    ({ playerId: String(player), token, transactionId, roundId, amount, currency: 'THB' });
  const win = (player: number, transactionId: string, roundId: string, amount: number) =>
    ({ playerId: String(player), transactionId, roundId, amount, currency: 'THB' });
  const books = async () => expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    rich = f.ids.demoplayer ?? 0;
    poor = f.ids.downline1 ?? 0;
    await f.fund(rich, 1_000);
    await f.fund(poor, 50);
    richToken = await f.launch(rich);
    poorToken = await f.launch(poor);
  });
  afterAll(async () => f.close());

  it('answers concurrent bets and wins each on its own; a refused call rolls back alone and keeps its nonce used', async () => {
    const settled = id('r');
    expect((await f.vendor.call('bet', bet(rich, richToken, id('b'), settled, 100))).body.success).toBe(true);
    const rounds = [1, 2, 3, 4].map(() => id('r'));
    const short = bet(poor, poorToken, id('b'), id('r'), 100);
    const replies = await Promise.all([
      ...rounds.map((round) => f.vendor.call('bet', bet(rich, richToken, id('b'), round, 100))),
      f.vendor.call('bet', short, { nonce: 'short-bet-nonce-1' }),
      f.vendor.call('bet', bet(rich, 'x'.repeat(43), id('b'), id('r'), 100)),
      f.vendor.call('win', win(rich, id('w'), settled, 250)),
    ]);
    expect(replies.slice(0, 4).every((r) => r.body.success)).toBe(true);
    expect(replies[4]).toMatchObject({ statusCode: 409, body: { code: 'insufficient_funds', value: { balance: 50 } } });
    expect(replies[5]?.body).toMatchObject({ code: 'game_session_expired', value: { balance: expect.any(Number) } });
    expect(replies[6]?.body).toMatchObject({ success: true, value: { transactionId: expect.any(String) } });
    expect(await f.main(rich)).toBe(1_000 - 500 + 250);
    expect(await f.main(poor)).toBe(50);
    expect(await f.round(settled)).toMatchObject({ totalBet: 100, totalWin: 250, status: 'settled' });
    expect(await f.round(short.roundId)).toBeUndefined();

    // The refused bet's nonce stays used; its transaction id does not: funded, the same bet goes through.
    expect((await f.vendor.call('bet', short, { nonce: 'short-bet-nonce-1' })).body).toMatchObject({ code: 'nonce_reused', value: { balance: 50 } });
    await f.fund(poor, 100);
    expect((await f.vendor.call('bet', short)).body).toMatchObject({ success: true, value: { balance: 50 } });
    expect(await f.round(short.roundId)).toMatchObject({ totalBet: 100, status: 'open' });
    await books();
  });

  it('fails a call the database itself refuses alone, while the calls beside it go through', async () => {
    const [round, other] = [id('r'), id('r')];
    expect((await f.vendor.call('bet', bet(rich, richToken, id('b'), round, 10))).body.success).toBe(true);
    const good = f.vendor.call('bet', bet(rich, richToken, id('b'), other, 20));
    // A negative win (the protocol's schema never lets one through): the round's check constraint
    // fails the statement that carries it.
    const broken: MoneyCall = {
      kind: 'win',
      merchantId: f.merchantId,
      vendorCode: VENDOR,
      transactionId: id('w'),
      roundId: id('r'),
      memberId: rich,
      amount: -1,
      requestHash: 'x',
      currency: 'THB',
      now: new Date(f.t.clock.t).toISOString(),
      nonce: 'broken-call-nonce',
      wallet: { kind: 'player_main', ownerId: rich, code: '', allowNegative: false },
      answer: { playerId: String(rich), currency: 'THB' },
    };
    const answers = await Promise.allSettled([good, moneyCall(f.t.database.db, broken), f.vendor.call('win', win(rich, id('w'), round, 30))]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers[1]).toMatchObject({ reason: { cause: { code: '23514', constraint: 'game_rounds_totals' } } });
    expect(await f.round(round)).toMatchObject({ totalBet: 10, totalWin: 30, status: 'settled' });
    expect(await f.round(other)).toMatchObject({ totalBet: 20, status: 'open' });
    await books();
  });

  it('books the settlement accounts and the pool once a statement: many players of two vendors at once leave every balance and running balance right', async () => {
    const { db } = f.t.database;
    const other = { code: 'TESTW', secret: 'second-test-vendor-secret-0123' };
    await configureVendor(db, f.merchantId, other);
    const vendors = { [VENDOR]: f.vendor, [other.code]: new VendorClient(other.code, other.secret, injectTransport(f.t.app), () => f.t.clock.t) };
    const accounts = Array.from({ length: 12 }, (_, i) => ({ merchantId: f.merchantId, account: `lane${i}`, nickname: `Lane ${i}`, passwordHash: 'no-login' }));
    const inserted = await db.insert(members).values(accounts).returning({ id: members.id });
    const players = [];
    for (const [i, { id: player }] of inserted.entries()) {
      const vendorCode = i % 2 === 0 ? VENDOR : other.code;
      await f.fund(player, 1_000);
      players.push({ player, vendorCode, token: await f.launch(player, vendorCode) });
    }
    const settlementOf = (code: string) => ({ kind: 'vendor_settlement', code }) as const;
    const before = { [VENDOR]: await f.balance(settlementOf(VENDOR)), [other.code]: await f.balance(settlementOf(other.code)), pool: await f.balance(JACKPOT_POOL) };
    // Every player plays three rounds, one call after another, all players at once: their calls
    // meet in shared statements (on a server, two of them at a time), each with both vendors' shares.
    const wins = [0, 40, 80];
    await Promise.all(
      players.map(async ({ player, vendorCode, token }) => {
        const vendor = vendors[vendorCode];
        if (!vendor) throw new Error(`no client for ${vendorCode}`);
        for (const amount of wins) {
          const round = id('r');
          expect((await vendor.call('bet', bet(player, token, id('b'), round, 100))).body).toMatchObject({ success: true });
          expect((await vendor.call('win', win(player, id('w'), round, amount))).body).toMatchObject({ success: true });
        }
      }),
    );
    for (const { player } of players) expect(await f.main(player)).toBe(1_000 - 300 + 120);
    // 1 % of every stake went to the pool (100 bps in the seeded merchant's settings), from the
    // vendor's settlement account: six players a vendor, three bets each.
    expect(await f.balance(JACKPOT_POOL)).toBe(before.pool + 36);
    for (const code of [VENDOR, other.code]) expect(await f.balance(settlementOf(code))).toBe((before[code] ?? 0) + 6 * 300 - 6 * 120 - 18);
    await books();
  });
});
