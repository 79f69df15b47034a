import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/database';
import { propertyRuns } from '../../test/property-runs';
import { balanceOf, reverse, transfer } from './service';
import { ledgerFixture, type LedgerFixture } from './test-ledger';
import type { AccountRef, TransferRequest } from './types';
import { verifyLedger } from './verifier';

/** One step of a random session against the ledger. */
type Step =
  | { op: 'deposit' | 'withdraw'; who: number; amount: number }
  | { op: 'move'; who: number; to: number; amount: number }
  | { op: 'replay'; pick: number; tamper: boolean }
  | { op: 'reverse'; pick: number };

/** Random sessions per engine: `npm test` runs the quick count, `npm run test:deep` the deep one. */
const RUNS = propertyRuns({ quick: 30, deep: 1_000 }, 'LEDGER_PROPERTY_RUNS');

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constantFrom('deposit' as const, 'withdraw' as const), who: fc.nat(2), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ op: fc.constant('move' as const), who: fc.nat(2), to: fc.nat(2), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat(), tamper: fc.boolean() }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
);

describe.each(testDrivers())('ledger against a model on %s', (driver) => {
  let f: LedgerFixture;
  let run = 0;
  beforeAll(async () => {
    f = await ledgerFixture(driver);
  });
  afterAll(async () => f.database.close());

  it('keeps every balance equal to the model, never negative, and the books at zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const players = f.memberIds.slice(0, 3);
        const ref = (i: number): AccountRef => ({ kind: 'player_main', memberId: players[i] ?? 0 });
        const model = new Map<number, number>();
        for (let i = 0; i < players.length; i += 1) model.set(i, await balanceOf(f.db, f.merchantId, 'THB', ref(i)));
        const done: { request: TransferRequest; id: number; moves: [number | null, number | null]; reversed: boolean }[] = [];
        const apply = (from: number | null, to: number | null, amount: number) => {
          if (from !== null) model.set(from, (model.get(from) ?? 0) - amount);
          if (to !== null) model.set(to, (model.get(to) ?? 0) + amount);
        };
        for (const [n, s] of steps.entries()) {
          const key = `p${run}-${n}`;
          if (s.op === 'replay' || s.op === 'reverse') {
            const target = done[s.pick % Math.max(done.length, 1)];
            if (!target) continue;
            if (s.op === 'replay') {
              const request = s.tamper ? { ...target.request, amount: target.request.amount + 1 } : target.request;
              const outcome = await transfer(f.db, request).then((r) => (r.replayed ? 'replayed' : 'new'), (e: { code?: string }) => e.code);
              expect(outcome).toBe(s.tamper ? 'idempotency_conflict' : 'replayed');
            } else {
              const [from, to] = target.moves;
              const funds = to === null ? Infinity : (model.get(to) ?? 0);
              const outcome = await reverse(f.db, { merchantId: f.merchantId, transferId: target.id, idempotencyKey: key, actor: 'test', reason: 'prop' }).then(
                () => 'ok',
                (e: { code?: string }) => e.code,
              );
              const expected = target.reversed ? 'conflict' : funds >= target.request.amount ? 'ok' : 'insufficient_funds';
              expect(outcome).toBe(expected);
              if (outcome === 'ok') {
                apply(to, from, target.request.amount);
                target.reversed = true;
              }
            }
          } else {
            const from = s.op === 'deposit' ? null : s.who;
            const to = s.op === 'withdraw' ? null : s.op === 'move' ? s.to : s.who;
            if (from !== null && from === to) continue;
            const request: TransferRequest = {
              merchantId: f.merchantId,
              idempotencyKey: key,
              type: s.op,
              reference: key,
              actor: 'test',
              from: from === null ? { kind: 'payment_clearing' } : ref(from),
              to: to === null ? { kind: 'payment_clearing' } : ref(to),
              amount: s.amount,
              currency: 'THB',
            };
            const enough = from === null || (model.get(from) ?? 0) >= s.amount;
            const outcome = await transfer(f.db, request).then((r) => r, (e: { code?: string }) => e.code);
            if (!enough) expect(outcome).toBe('insufficient_funds');
            if (enough && typeof outcome === 'object') {
              apply(from, to, s.amount);
              done.push({ request, id: outcome.transferId, moves: [from, to], reversed: false });
            }
          }
          for (let i = 0; i < players.length; i += 1) {
            const balance = await balanceOf(f.db, f.merchantId, 'THB', ref(i));
            expect(balance).toBe(model.get(i));
            expect(balance).toBeGreaterThanOrEqual(0);
          }
        }
        expect((await verifyLedger(f.db)).ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
    // The deep count (npm run test:deep) runs minutes, not the default 30 s.
  }, 600_000);
});
