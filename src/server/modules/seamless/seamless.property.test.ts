import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { gameRounds, operatorAudit } from '../../db/schema/index';
import { isAppError } from '../../lib/app-error';
import { testDrivers } from '../../test/database';
import { propertyRuns } from '../../test/property-runs';
import { configureVendor } from '../../test/vendor-client';
import { balanceOf, transfer } from '../ledger/service';
import type { AccountRef } from '../ledger/types';
import { ledgerFixture } from '../ledger/test-ledger';
import { verifyLedger } from '../ledger/verifier';
import { placeBet } from './bet-service';
import { issueLaunchToken } from './launch-service';
import { refundBet } from './refund-service';
import type { WalletAnswer } from './schemas';
import type { CallContext } from './service';
import { endRound, settleWin } from './settle-service';
import { SECRET, VENDOR } from './test-seamless';
import { JACKPOT_POOL } from './jackpot-pool';
import { planned, tampered, WalletModel, type Kind, type ModelMoney, type ModelRound, type Op, type Outcome } from './wallet-model';

/**
 * The property suite: short random callback sequences through the service layer, every answer
 * checked against the model, the balance after each sequence, every round's totals and status,
 * and the ledger verifier at the end.
 */
const RUNS = propertyRuns({ quick: 2_000, deep: 10_000 }, 'SEAMLESS_PROPERTY_RUNS');
/** 2.5 % of every stake feeds the jackpot pool: stakes from 40 up contribute. */
const JACKPOT_BPS = 250;

const k = fc.nat(3);
const round = fc.nat(2);
const amount = fc.integer({ min: 1, max: 3_000 });
/** About one call in five is also sent twice at once. */
const dup = fc.nat(4).map((n) => n === 0);
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('bet' as const), k, round, amount, allIn: fc.option(fc.integer({ min: -1, max: 1 }), { freq: 3 }), dup }), weight: 4 },
  // About one win in four hits the jackpot (often an empty pool, after another one).
  { arbitrary: fc.record({ op: fc.constant('win' as const), k, round, amount: fc.nat(3_000), end: fc.boolean(), jackpot: fc.nat(3).map((n) => n === 0), dup }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('refund' as const), k, bet: k, round, amount, exact: fc.boolean(), dup }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('end' as const), k, round, dup }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('replay' as const), pick: fc.nat(), tamper: fc.boolean(), dup }), weight: 2 },
);

interface Sent {
  kind: Kind;
  body: Record<string, unknown>;
  answer: WalletAnswer;
}
type Result = { outcome: Outcome; answer?: WalletAnswer };

const CALLS = { bet: placeBet, win: settleWin, refund: refundBet, end: endRound } as Record<Kind, (c: CallContext, b: unknown) => Promise<WalletAnswer>>;

describe.each(testDrivers())('seamless wallet against a model on %s', (driver) => {
  // PostgreSQL answers over a socket: a tenth of the sequences keeps the suite quick there.
  // The full count runs once, on the fastest engine present (a PostgreSQL server when there is one,
  // where a sequence costs about a fifth of the embedded engine's); the other engine runs a tenth.
  const primary = testDrivers().at(-1);
  const runs = Math.ceil(RUNS / (driver === primary ? 1 : 10));
  let database: Database;
  let ctx: CallContext;
  let memberId: number;
  let token: string;
  let run = 0;
  let known: ModelMoney | undefined;
  let shortReturns = 0;
  let jackpotsPaid = 0;
  const rounds = new Map<string, ModelRound>();
  const balance = (ref: AccountRef) => balanceOf(database.db, ctx.merchantId, 'THB', ref);
  const money = async (): Promise<ModelMoney> => ({
    balance: await balance({ kind: 'player_main', memberId }),
    pool: await balance(JACKPOT_POOL),
    settlement: await balance({ kind: 'vendor_settlement', code: VENDOR }),
  });

  let topUps = 0;
  /** A deposit onto the player's main wallet (outside the protocol); answers the amount. */
  const topUp = async (amount: number): Promise<number> => {
    topUps += 1;
    const deposit = { merchantId: ctx.merchantId, idempotencyKey: `prop-funding-${topUps}`, type: 'deposit', reference: 'property test', actor: 'test' };
    await transfer(database.db, { ...deposit, from: { kind: 'payment_clearing' }, to: { kind: 'player_main', memberId }, amount, currency: 'THB' });
    return amount;
  };

  const sendOnce = async (kind: Kind, body: Record<string, unknown>): Promise<Result> => {
    try {
      const answer = await CALLS[kind](ctx, body);
      const jackpot = answer.jackpotAmount === undefined ? {} : { jackpotAmount: answer.jackpotAmount };
      return { outcome: { ok: true, balance: answer.balance, ...jackpot }, answer };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { outcome: { ok: false, code: error.code } };
    }
  };
  /** `dup`: the same call twice at once; both must answer alike. */
  const send = async (kind: Kind, body: Record<string, unknown>, twice: boolean): Promise<Result> => {
    if (!twice) return sendOnce(kind, body);
    const [a, b] = await Promise.all([sendOnce(kind, body), sendOnce(kind, body)]);
    expect(b).toEqual(a);
    return a;
  };

  beforeAll(async () => {
    const f = await ledgerFixture(driver);
    database = f.database;
    memberId = f.memberIds[0] ?? 0;
    await configureVendor(database.db, f.merchantId, { code: VENDOR, secret: SECRET });
    ctx = { db: database.db, merchantId: f.merchantId, currency: 'THB', vendorCode: VENDOR, mode: 'seamless', jackpotBps: JACKPOT_BPS, now: Date.now() };
    token = await issueLaunchToken(database.db, { id: f.merchantId }, memberId, { nodeId: 'prop-game', vendorCode: VENDOR }, ctx.now);
    await topUp(20_000);
  });
  afterAll(async () => database.close());

  it(`keeps ${runs} random callback sequences equal to the model, with zero ledger drift`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 3 }), async (ops) => {
        run += 1;
        // The money the last passing sequence left; read again after a failure (shrinking).
        let start = known ?? (await money());
        // A drained player only exercises refusals: refill, so bets, contributions and jackpots keep happening.
        if (start.balance < 3_000) start = { ...start, balance: start.balance + (await topUp(20_000 - start.balance)) };
        const model = new WalletModel(start, JACKPOT_BPS);
        known = undefined;
        const sent = new Map<string, Sent>();
        const names = { playerId: String(memberId), token, id: (prefix: string, n: number) => `${run}-${prefix}${n}` };
        for (const step of ops) {
          if (step.op === 'replay') {
            const picked = [...sent.values()][step.pick % Math.max(sent.size, 1)];
            if (!picked) continue;
            const replayed = await send(picked.kind, step.tamper ? tampered(picked.body) : picked.body, step.dup);
            expect(step.tamper ? replayed.outcome : replayed.answer).toEqual(step.tamper ? { ok: false, code: 'idempotency_conflict' } : picked.answer);
            continue;
          }
          const { kind, body, expected } = planned(step, model, names);
          const transactionId = String(body.transactionId);
          const prior = sent.get(transactionId);
          const result = await send(kind, body, step.dup);
          if (prior) {
            const same = prior.kind === kind && JSON.stringify(prior.body) === JSON.stringify(body);
            expect(same ? result.answer : result.outcome).toEqual(same ? prior.answer : { ok: false, code: 'idempotency_conflict' });
            continue;
          }
          expect(result.outcome).toEqual(expected());
          if (result.answer) sent.set(transactionId, { kind, body, answer: result.answer });
        }
        // Every answer was checked against the model; the next sequence starts from its balance.
        known = model.money;
        shortReturns += model.shortReturns;
        jackpotsPaid += model.jackpotsPaid;
        for (const [n, r] of model.rounds) rounds.set(names.id('r', n), r);
      }),
      { numRuns: runs },
    );
    // Every round the vendor touched, as the model left it (one query for all sequences).
    const rows = await database.db.select().from(gameRounds).where(and(eq(gameRounds.merchantId, ctx.merchantId), eq(gameRounds.vendorCode, VENDOR)));
    const actual = Object.fromEntries(rows.map((r) => [r.roundId, { status: r.status, totalBet: r.totalBet, totalWin: r.totalWin, totalRefunded: r.totalRefunded }]));
    expect(actual).toEqual(Object.fromEntries(rounds));
    // Player, pool and settlement as the model left them; the pool never went below 0 (the ledger refuses it).
    expect(await money()).toEqual(known);
    expect(known?.pool).toBeGreaterThanOrEqual(0);
    const audited = await database.db.select({ id: operatorAudit.id }).from(operatorAudit).where(and(eq(operatorAudit.merchantId, ctx.merchantId), eq(operatorAudit.action, 'jackpot_return_short')));
    expect(audited.length).toBe(shortReturns);
    // The sequences really paid jackpots out of a fed pool (not only empty-pool wins).
    if (runs >= 500) expect(jackpotsPaid).toBeGreaterThan(0);
    const report = await verifyLedger(database.db);
    expect(report.drift).toEqual([]);
    expect(report.transfers).toBeGreaterThan(runs / 2);
  }, 600_000);
});
