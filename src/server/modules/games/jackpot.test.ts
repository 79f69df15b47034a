import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotSchema } from '@shared/api/games';
import { jackpots } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/database';
import type { Merchant } from '../merchant/directory';
import { readJackpot, type JackpotMemo } from './jackpot-service';
import { advance, cryptoRandom, MAX_DRAWN_STEPS, startState, type JackpotRandom } from './jackpot-steps';
import { valueOf } from './lobby-test-support';

/** Answers the scripted draws in turn (each checked against its range), then the lowest value. */
function scripted(...draws: number[]): JackpotRandom & { calls: number } {
  const random = {
    calls: 0,
    int(min: number, maxExclusive: number) {
      random.calls += 1;
      const value = draws.shift() ?? min;
      if (value < min || value >= maxExclusive) throw new Error(`draw ${value} outside [${min}, ${maxExclusive})`);
      return value;
    },
  };
  return random;
}

/** Draws uniformly from a fast-check-supplied seed sequence (deterministic per run). */
function seeded(seeds: number[]): JackpotRandom {
  let i = 0;
  return { int: (min, max) => min + (seeds[i++ % seeds.length] ?? 0) % (max - min) };
}

describe('jackpot stepping', () => {
  it('starts between 200,000,000.00 and 300,000,000.00 and is due after 3, 4 or 5 s', () => {
    expect(startState(1000, scripted(20_000_000_000, 2))).toEqual({ amount: 20_000_000_000, nextStepAt: 6000 });
    expect(startState(0, scripted(30_000_000_000, 0))).toEqual({ amount: 30_000_000_000, nextStepAt: 3000 });
    expect(() => startState(0, scripted(30_000_000_001))).toThrow(/outside/u);
  });

  it('stays put until a rise is due, then rises 100.00 to 500.00 per step', () => {
    const state = { amount: 25_000_000_000, nextStepAt: 10_000 };
    const idle = scripted();
    expect(advance(state, 9_999, idle)).toBe(state);
    expect(idle.calls).toBe(0);
    // Due at 10 s: +123.45, next in 4 s (14 s), also due: +500.00, next in 3 s (17 s).
    expect(advance(state, 15_000, scripted(12_345, 1, 50_000, 0))).toEqual({ amount: 25_000_000_000 + 12_345 + 50_000, nextStepAt: 17_000 });
    expect(() => advance(state, 10_000, scripted(9_999))).toThrow(/outside/u);
  });

  it('never goes down and lands on the same figure however the reads are spread', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 50 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (gaps, seeds) => {
        let state = startState(0, seeded(seeds));
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          const next = advance(state, now, seeded(seeds));
          expect(next.amount).toBeGreaterThanOrEqual(state.amount);
          expect(next.nextStepAt).toBeGreaterThan(now);
          state = next;
        }
      }),
    );
  });

  it('catches up a long downtime in bulk at the expected rise per step', () => {
    const state = { amount: 25_000_000_000, nextStepAt: 0 };
    const random = scripted();
    const month = 30 * 86_400_000;
    const next = advance(state, month, random);
    expect(random.calls).toBe(1);
    // 648,001 steps of 300.00 on average.
    expect(next.amount).toBe(25_000_000_000 + Math.round((Math.floor(month / 4000) + 1) * 30_000));
    expect(next.nextStepAt).toBe(month + 3000);
    // Just under the cap, every step is drawn.
    const drawn = scripted();
    advance(state, (MAX_DRAWN_STEPS - 1) * 4000, drawn);
    expect(drawn.calls).toBeGreaterThan(MAX_DRAWN_STEPS);
  });
});

describe.each(testDrivers())('jackpot on %s', (driver) => {
  let t: TestApp;
  let merchant: Merchant;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const found = await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
    if (!found) throw new Error('no merchant');
    merchant = found;
  });
  afterAll(async () => t?.close());

  it('answers one persisted pool: created on first read, the same for concurrent readers, rising with time', async () => {
    const now = Date.now() + 3_600_000;
    const first = await readJackpot(t.database.db, merchant, now);
    expect(first.amount).toBeGreaterThanOrEqual(20_000_000_000);
    expect(first.amount).toBeLessThanOrEqual(30_000_000_000);
    expect(first).toMatchObject({ currency: 'THB', at: new Date(now).toISOString() });
    const later = now + 60_000;
    const together = await Promise.all(Array.from({ length: 12 }, () => readJackpot(t.database.db, merchant, later)));
    expect(new Set(together.map((j) => j.amount)).size).toBe(1);
    const risen = together[0]?.amount ?? 0;
    // 12 to 21 rises of 100.00 to 500.00 in a minute.
    expect(risen - first.amount).toBeGreaterThanOrEqual(12 * 10_000);
    expect(risen - first.amount).toBeLessThanOrEqual(21 * 50_000);
    // A reader whose clock lags still never sees less.
    expect((await readJackpot(t.database.db, merchant, now)).amount).toBe(risen);
  });

  it('answers from memory until the next rise is due, then from the pool', async () => {
    const memo: JackpotMemo = new Map();
    const now = Date.now() + 7_200_000;
    const first = await readJackpot(t.database.db, merchant, now, cryptoRandom, memo);
    const due = memo.get(merchant.id)?.nextStepAt ?? 0;
    expect(due).toBeGreaterThan(now);
    // Changed behind the memo's back: not visible before the rise is due, visible after.
    await t.database.db.update(jackpots).set({ amount: first.amount + 1 }).where(eq(jackpots.merchantId, merchant.id));
    expect((await readJackpot(t.database.db, merchant, due - 1, cryptoRandom, memo)).amount).toBe(first.amount);
    const risen = await readJackpot(t.database.db, merchant, due, scripted(10_000, 0), memo);
    expect(risen.amount).toBe(first.amount + 1 + 10_000);
    expect(memo.get(merchant.id)?.nextStepAt).toBe(due + 3000);
  });

  it('serves GET /lgw/games/jackpot to every viewer from the same pool', async () => {
    const a = valueOf(await t.app.inject({ url: '/lgw/games/jackpot' }), jackpotSchema);
    const b = valueOf(await t.app.inject({ url: '/lgw/games/jackpot', remoteAddress: '127.0.0.2' }), jackpotSchema);
    expect(b.amount).toBeGreaterThanOrEqual(a.amount);
    expect(a.currency).toBe('THB');
    expect(Number.isNaN(Date.parse(a.at))).toBe(false);
  });
});
