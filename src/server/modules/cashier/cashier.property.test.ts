import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountApp, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { balance, expectBooksBalance, memberOf } from '../../test/money';
import { propertyRuns } from '../../test/property-runs';
import type { Merchant } from '../merchant/directory';
import { cliActor } from '../operator/audit';
import { transferToUpline } from '../wallet-transfer/service';
import { createDeposit, decideDeposit } from './deposit-service';
import { addPayee, setPaymentPassword } from './payee-service';
import { decideWithdrawal, requestWithdrawal } from './withdraw-service';

type Step =
  | { op: 'deposit'; who: number; amount: number; approve: boolean }
  | { op: 'withdraw'; who: number; amount: number }
  | { op: 'decide'; pick: number; pay: boolean }
  | { op: 'upline'; who: number; amount: number }
  | { op: 'replay'; pick: number; tamper: boolean };

/** Random cashier sessions per engine: `npm test` runs the quick count, `npm run test:deep` the deep one. */
const RUNS = propertyRuns({ quick: 12, deep: 300 }, 'CASHIER_PROPERTY_RUNS');

const who = fc.nat(1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), who, amount: fc.integer({ min: 10_000, max: 50_000 }), approve: fc.boolean() }),
  fc.record({ op: fc.constant('withdraw' as const), who, amount: fc.integer({ min: 10_000, max: 30_000 }) }),
  fc.record({ op: fc.constant('decide' as const), pick: fc.nat(), pay: fc.boolean() }),
  fc.record({ op: fc.constant('upline' as const), who, amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat(), tamper: fc.boolean() }),
);
const codeOf = (e: unknown) => (e as { code?: string }).code;

describe.each(testDrivers())('cashier against a model on %s', (driver) => {
  let t: AccountTestApp;
  let merchant: Merchant;
  const members: number[] = [];
  let agent = 0;
  const payees: number[] = [];
  let run = 0;

  beforeAll(async () => {
    t = await buildAccountApp(driver);
    for (const account of ['downline1', 'downline2']) {
      const found = await memberOf(t, account);
      members.push(found.memberId);
      payees.push((await addPayee(t.database.db, found.merchantId, found.memberId, { bankName: 'Bank', accountNumber: '12345678', holderName: account })).id);
      await setPaymentPassword(t.database.db, { id: found.memberId, ip: '127.0.0.1' }, { newPassword: '123456' }, 'test');
    }
    agent = (await memberOf(t, 'demoagent')).memberId;
    merchant = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' })) as Merchant;
  });
  afterAll(async () => t.close());

  it('keeps mains, holds and the books equal to the model through random cashier sessions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        run += 1;
        const db = t.database.db;
        const main = (id: number) => balance(t, merchant.id, { kind: 'player_main', memberId: id });
        const hold = (id: number) => balance(t, merchant.id, { kind: 'withdrawal_hold', memberId: id });
        const model = { main: new Map<number, number>(), hold: new Map<number, number>() };
        for (const id of [...members, agent]) {
          model.main.set(id, await main(id));
          model.hold.set(id, await hold(id));
        }
        const add = (map: Map<number, number>, id: number, delta: number) => map.set(id, (map.get(id) ?? 0) + delta);
        const withdrawals: { id: number; member: number; amount: number; decided: 'pay' | 'reject' | null }[] = [];
        const moves: { member: number; amount: number; key: string }[] = [];
        for (const [n, s] of steps.entries()) {
          if (s.op === 'deposit') {
            const id = members[s.who] ?? 0;
            const order = await createDeposit(db, merchant, id, { methodCode: 'bank', amount: s.amount });
            await decideDeposit(db, cliActor(merchant.id), order.id, s.approve ? 'approve' : 'reject');
            if (s.approve) add(model.main, id, s.amount);
          } else if (s.op === 'withdraw') {
            const id = members[s.who] ?? 0;
            const request = { payeeId: payees[s.who] ?? 0, amount: s.amount, paymentPassword: '123456' };
            const outcome = await requestWithdrawal(db, merchant, id, request).then((w) => w, codeOf);
            const enough = (model.main.get(id) ?? 0) >= s.amount;
            if (typeof outcome === 'string' || outcome === undefined) expect([outcome, enough]).toEqual(['insufficient_funds', false]);
            else {
              expect(enough).toBe(true);
              add(model.main, id, -s.amount);
              add(model.hold, id, s.amount);
              withdrawals.push({ id: outcome.id, member: id, amount: s.amount, decided: null });
            }
          } else if (s.op === 'decide') {
            const w = withdrawals[s.pick % Math.max(withdrawals.length, 1)];
            if (!w) continue;
            const decision = s.pay ? 'pay' : 'reject';
            const outcome = await decideWithdrawal(db, cliActor(merchant.id), w.id, decision).then(() => 'ok', codeOf);
            expect(outcome).toBe(w.decided === null || w.decided === decision ? 'ok' : 'conflict');
            if (w.decided === null) {
              w.decided = decision;
              add(model.hold, w.member, -w.amount);
              if (decision === 'reject') add(model.main, w.member, w.amount);
            }
          } else if (s.op === 'upline') {
            const id = members[s.who] ?? 0;
            const key = `prop-${run}-${n}`;
            const outcome = await transferToUpline(db, merchant, id, { amount: s.amount }, key).then(() => 'ok', codeOf);
            expect(outcome).toBe((model.main.get(id) ?? 0) >= s.amount ? 'ok' : 'insufficient_funds');
            if (outcome === 'ok') {
              add(model.main, id, -s.amount);
              add(model.main, agent, s.amount);
              moves.push({ member: id, amount: s.amount, key });
            }
          } else {
            const m = moves[s.pick % Math.max(moves.length, 1)];
            if (!m) continue;
            const amount = s.tamper ? m.amount + 1 : m.amount;
            const outcome = await transferToUpline(db, merchant, m.member, { amount }, m.key).then((r) => (r.replayed ? 'replayed' : 'new'), codeOf);
            expect(outcome).toBe(s.tamper ? 'idempotency_conflict' : 'replayed');
          }
        }
        for (const id of [...members, agent]) {
          expect(await main(id)).toBe(model.main.get(id));
          expect(await hold(id)).toBe(model.hold.get(id));
          expect(model.main.get(id)).toBeGreaterThanOrEqual(0);
        }
        await expectBooksBalance(t);
      }),
      { numRuns: RUNS },
    );
    // The deep count (npm run test:deep) runs minutes, not the default 30 s.
  }, 600_000);
});
