import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LottoResult } from '../../../src/shared/lotto/draw';
import { drawResult } from '../../../src/shared/lotto/draw';
import { gameOf } from '../../../src/shared/lotto/games';
import { defaultSettingsOf, payoutOf, rebateOfBet } from '../../../src/shared/lotto/payout';
import type { Quick5Result } from '../../../src/shared/lotto/quick5';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { rowsOf, type Database, type Db } from '../../../src/server/db/client';
import { members } from '../../../src/server/db/schema/index';
import { seedDatabase } from '../../../src/server/db/seed/index';
import { balanceOf, transfer } from '../../../src/server/modules/ledger/service';
import { verifyLedger } from '../../../src/server/modules/ledger/verifier';
import { issueLaunchToken } from '../../../src/server/modules/seamless/launch-service';
import { backfillHistory } from '../../../src/server/vendors/lotto/history';
import * as repo from '../../../src/server/vendors/lotto/repository';
import type { FaultStore } from './fault-database';
import { pool } from './transfer-load';

/**
 * The lottery's settlement fault fixture: players of the seeded merchant, each with one slip of
 * three quick-game bets on the same QUICK5_1M draw, placed the way the game page places them (the
 * vendor's own routes, the platform's seamless bet call debiting each wallet), by an app in this
 * process over the store's data. Its clock stands still, so every slip lands on one draw however
 * long the placing takes; the draw's time is then brought to now, and the first server with
 * LOTTO_DRAWS on draws and settles it: one win call per player, in batches of 250.
 */

export const GAME = 'QUICK5_1M';
const VENDOR = 'LOTT';
const FUNDING = 100_000;
const ACCOUNT_PREFIX = 'lotfault';

export interface FixtureBet {
  type: 'POS_BIG_SMALL' | 'SUM_ODD_EVEN' | 'POS_DIGIT';
  position?: number;
  pick: string;
  stake: number;
}

export interface PlayerPlan {
  memberId: number;
  bets: FixtureBet[];
  /** Main wallet balance before the slip. */
  start: number;
}

export interface LottoCrashFixture {
  merchantId: number;
  merchantCode: string;
  currency: string;
  drawId: number;
  drawKey: string;
  players: PlayerPlan[];
}

/** A good share wins: two even-money bets and a digit, their picks and stakes spread over the players. */
function betsOf(i: number): FixtureBet[] {
  const stake = 100 + (i % 7) * 50;
  return [
    { type: 'POS_BIG_SMALL', position: 1 + (i % 5), pick: i % 2 === 0 ? 'BIG' : 'SMALL', stake },
    { type: 'SUM_ODD_EVEN', pick: i % 3 === 0 ? 'ODD' : 'EVEN', stake: stake + 25 },
    { type: 'POS_DIGIT', position: 1 + ((i + 2) % 5), pick: String(i % 10), stake: 50 },
  ];
}

async function inProcessApp(database: Database, now: number): Promise<FastifyInstance> {
  const db = database.db;
  const base = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const config = { ...base, webDist: '/nonexistent-web-dist', lottoDraws: false, accounts: { ...base.accounts, clock: () => now } };
  await seedDatabase(db, { passwordCost: 'test' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

async function launch(app: FastifyInstance, db: Db, merchant: { id: number; code: string }, memberId: number, now: number): Promise<string> {
  const token = await issueLaunchToken(db, { id: merchant.id }, memberId, { nodeId: `${VENDOR}-test`, vendorCode: VENDOR }, now);
  const query = new URLSearchParams({ token, lang: 'EN', merchant: merchant.code, game: GAME });
  const response = await app.inject({ url: `/lotto-vendor/${VENDOR}/play?${query.toString()}` });
  const sid = new URL(String(response.headers.location), 'http://x.invalid').searchParams.get('sid');
  if (response.statusCode !== 303 || !sid) throw new Error(`launch answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return sid;
}

/** Seeds the store and places `count` players' slips on one draw, due now; answers what was placed. */
export async function seedLottoFixture(store: FaultStore, count: number): Promise<LottoCrashFixture> {
  const database = await store.open();
  const db = database.db;
  const now = Date.now();
  let closeApp = async () => {};
  try {
    const app = await inProcessApp(database, now);
    closeApp = () => app.close();
    const vendor = app.lottoVendor;
    const merchant = await app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
    if (!vendor || !merchant) throw new Error('no lottery vendor or merchant');
    const currency = merchant.config.currency.code;
    // The vendor's first days and the games' next draws now, so the server has only the fixture's draw to settle.
    await backfillHistory(vendor.context);
    await vendor.pass();
    const values = Array.from({ length: count }, (_, i) => ({ merchantId: merchant.id, account: `${ACCOUNT_PREFIX}${String(i).padStart(5, '0')}`, passwordHash: 'x', type: 0 }));
    const ids = (await db.insert(members).values(values).returning({ id: members.id })).map((r) => r.id);
    const placed = await pool(ids.map((memberId, i) => ({ memberId, i })), 8, async ({ memberId, i }) => {
      await transfer(db, {
        merchantId: merchant.id,
        idempotencyKey: `lotto-fault-fund:${memberId}`,
        type: 'deposit',
        reference: 'lotto fault',
        actor: 'test',
        from: { kind: 'payment_clearing' },
        to: { kind: 'player_main', memberId },
        amount: FUNDING,
        currency,
      });
      const sid = await launch(app, db, merchant, memberId, now);
      const bets = betsOf(i);
      const response = await app.inject({ method: 'POST', url: '/lotto-vendor/api/slips', payload: { sid, game: GAME, bets } });
      const answer = response.json<{ value?: { drawKey: string } }>();
      if (response.statusCode !== 200 || !answer.value) throw new Error(`slip answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return { plan: { memberId, bets, start: FUNDING }, drawKey: answer.value.drawKey };
    });
    const keys = new Set(placed.map((p) => p.drawKey));
    const drawKey = placed[0]?.drawKey ?? '';
    if (keys.size !== 1) throw new Error(`slips landed on ${keys.size} draws`);
    const draw = await repo.drawByKey(db, merchant.code, drawKey);
    if (!draw) throw new Error(`no draw ${drawKey}`);
    await repo.drawNow(db, draw.id, new Date());
    return { merchantId: merchant.id, merchantCode: merchant.code, currency, drawId: draw.id, drawKey, players: placed.map((p) => p.plan) };
  } finally {
    await closeApp();
    await database.close();
  }
}

export interface SettlementProgress {
  drawStatus: string;
  /** Players whose win the vendor marked paid. */
  markedPaid: number;
  /** Win calls of the draw the platform holds (one per player at most). */
  platformWins: number;
}

export async function settlementProgress(db: Db, fixture: LottoCrashFixture): Promise<SettlementProgress> {
  const draw = await repo.drawById(db, fixture.drawId);
  const [paid] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::integer as n from lotto_payouts where draw_id = ${fixture.drawId} and paid_at is not null`));
  const [wins] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::integer as n from seamless_transactions where merchant_id = ${fixture.merchantId} and vendor_code = ${VENDOR}
      and kind = 'win' and left(transaction_id, ${fixture.drawKey.length + 3}) = ${`W:${fixture.drawKey}:`}`),
  );
  return { drawStatus: draw?.status ?? 'missing', markedPaid: Number(paid?.n ?? 0), platformWins: Number(wins?.n ?? 0) };
}

/**
 * The state a kill leaves when it lands between the platform's commit of a win batch and the
 * vendor's note of it (a window of a few milliseconds, too narrow to hit by timing): the last
 * `count` wins the vendor noted paid are un-noted, so the vendor sends them again. Answers how many.
 */
export async function forgetPaidWins(db: Db, fixture: LottoCrashFixture, count: number): Promise<number> {
  const rows = rowsOf<{ playerId: string }>(
    await db.execute(sql`update lotto_payouts set paid_at = null where draw_id = ${fixture.drawId} and player_id in (
        select player_id from lotto_payouts where draw_id = ${fixture.drawId} and paid_at is not null order by player_id desc limit ${count}
      ) returning player_id as "playerId"`),
  );
  return rows.length;
}

/** Whether a QUICK5 bet won, read straight off the five digits (the game's rules, not the vendor's code). */
function wins(bet: FixtureBet, digits: readonly number[]): boolean {
  const digit = digits[(bet.position ?? 1) - 1] ?? -1;
  const sum = digits.reduce((s, d) => s + d, 0);
  if (bet.type === 'POS_DIGIT') return digit === Number(bet.pick);
  if (bet.type === 'POS_BIG_SMALL') return (digit >= 5 ? 'BIG' : 'SMALL') === bet.pick;
  return (sum % 2 === 1 ? 'ODD' : 'EVEN') === bet.pick;
}

/** What each player is owed from the draw's result: every bet's win (stake × odds, floored) plus its rebate. */
export function expectedPayouts(fixture: LottoCrashFixture, result: Quick5Result): Map<number, number> {
  const game = gameOf(GAME);
  const settings = defaultSettingsOf(game);
  const owed = new Map<number, number>();
  for (const player of fixture.players) {
    let total = 0;
    for (const bet of player.bets) {
      const odds = Math.round((settings.odds[bet.type] ?? 0) * 10_000);
      const own = (wins(bet, result.digits) ? Math.floor((bet.stake * odds) / 10_000) : 0) + rebateOfBet(bet, settings);
      // The shared payout rules (the vendor's) agree with the reading above.
      expect(payoutOf(game, result, bet, settings) + rebateOfBet(bet, settings)).toBe(own);
      total += own;
    }
    owed.set(player.memberId, total);
  }
  return owed;
}

interface PlatformWin {
  memberId: number;
  calls: number;
  amount: number;
  transfers: number;
  credited: number;
}

/** Per member of the fixture: the draw's win calls the platform holds and the win transfers its ledger made. */
async function platformWinsOf(db: Db, fixture: LottoCrashFixture): Promise<Map<number, PlatformWin>> {
  const rows = rowsOf<{ memberId: number; calls: number | null; amount: string | number | null; transfers: number | null; credited: string | number | null }>(
    await db.execute(sql`with calls as (
        select s.member_id, count(*)::integer as calls, sum(s.amount) as amount from seamless_transactions s
        where s.merchant_id = ${fixture.merchantId} and s.vendor_code = ${VENDOR} and s.kind = 'win' and s.transaction_id = 'W:' || ${fixture.drawKey} || ':' || s.member_id
        group by s.member_id
      ), credits as (
        select t.reference, count(*)::integer as transfers, sum(t.amount) as credited from ledger_transfers t
        where t.merchant_id = ${fixture.merchantId} and t.type = 'win' and left(t.reference, ${fixture.drawKey.length + 1}) = ${`${fixture.drawKey}:`}
        group by t.reference
      )
      select m.id::integer as "memberId", c.calls, c.amount, k.transfers, k.credited from members m
      left join calls c on c.member_id = m.id left join credits k on k.reference = ${fixture.drawKey} || ':' || m.id
      where m.merchant_id = ${fixture.merchantId} and left(m.account, ${ACCOUNT_PREFIX.length}) = ${ACCOUNT_PREFIX}`),
  );
  return new Map(rows.map((r) => [Number(r.memberId), { memberId: Number(r.memberId), calls: Number(r.calls ?? 0), amount: Number(r.amount ?? 0), transfers: Number(r.transfers ?? 0), credited: Number(r.credited ?? 0) }]));
}

/**
 * Exactly once: the draw settled on the result its seed gives; every bet closed won or lost as the
 * digits say; every player's round settled by one win call carrying what the player is owed, credited
 * by at most one ledger transfer (none for 0); every wallet at its start − stakes + payouts; and the
 * books balance.
 */
export async function expectSettledOnce(db: Db, fixture: LottoCrashFixture): Promise<{ winners: number; bets: number }> {
  const draw = await repo.drawById(db, fixture.drawId);
  expect(draw?.status).toBe('settled');
  const result = draw?.result as LottoResult;
  expect(result).toEqual(drawResult(gameOf(GAME), draw?.seed ?? '', fixture.drawKey));
  const owed = expectedPayouts(fixture, result as Quick5Result);
  const bets = rowsOf<{ memberId: number; status: string; n: number }>(
    await db.execute(sql`select player_id::integer as "memberId", status, count(*)::integer as n from lotto_bets where draw_id = ${fixture.drawId} group by 1, 2`),
  );
  const betStatus = new Map<string, number>(bets.map((b) => [`${b.memberId}:${b.status}`, Number(b.n)]));
  const platform = await platformWinsOf(db, fixture);
  const rounds = await db.execute(sql`select member_id::integer as "memberId", status, total_bet::float8 as "totalBet", total_win::float8 as "totalWin" from game_rounds
    where merchant_id = ${fixture.merchantId} and vendor_code = ${VENDOR} and left(round_id, ${fixture.drawKey.length + 1}) = ${`${fixture.drawKey}:`}`);
  const roundOf = new Map(rowsOf<{ memberId: number; status: string; totalBet: number; totalWin: number }>(rounds).map((r) => [Number(r.memberId), r]));
  let winners = 0;
  for (const player of fixture.players) {
    const won = player.bets.filter((b) => wins(b, (result as Quick5Result).digits)).length;
    const label = `member ${player.memberId}`;
    expect([betStatus.get(`${player.memberId}:won`) ?? 0, betStatus.get(`${player.memberId}:lost`) ?? 0], label).toEqual([won, player.bets.length - won]);
    const payout = owed.get(player.memberId) ?? 0;
    const stakes = player.bets.reduce((s, b) => s + b.stake, 0);
    const credited = platform.get(player.memberId);
    expect(credited, label).toEqual({ memberId: player.memberId, calls: 1, amount: payout, transfers: payout > 0 ? 1 : 0, credited: payout });
    expect(roundOf.get(player.memberId), label).toEqual({ memberId: player.memberId, status: 'settled', totalBet: stakes, totalWin: payout });
    expect(await balanceOf(db, fixture.merchantId, fixture.currency, { kind: 'player_main', memberId: player.memberId }), label).toBe(player.start - stakes + payout);
    if (payout > 0) winners += 1;
  }
  const [unpaid] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::integer as n from lotto_payouts where draw_id = ${fixture.drawId} and paid_at is null`));
  expect(Number(unpaid?.n ?? 0), 'payouts left unpaid').toBe(0);
  const report = await verifyLedger(db);
  expect(report.drift).toEqual([]);
  return { winners, bets: bets.reduce((n, b) => n + Number(b.n), 0) };
}

