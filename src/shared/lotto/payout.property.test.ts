import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE3_BET_TYPES } from './dice3';
import type { LottoResult } from './draw';
import { gameOf } from './games';
import { MAX_ODDS, MAX_STAKE, type LottoSettings } from './money';
import { payoutOf, rebateOfBet } from './payout';
import { QUICK5_BET_TYPES } from './quick5';
import { SEA4D_BET_TYPES } from './sea4d';
import { VN_BET_TYPES } from './vn';
import { refDice3Keys, refPay, refQuick5Keys, refSea4d, refVnKeys, type RefBet } from './test/payout-reference';

/**
 * Settlement property: random bets of every type on random results pay exactly what the
 * independent reference (test/payout-reference.ts) reckons. Results are drawn from a few digits
 * so that bets hit often, several times and on several tiers. TEST_DEPTH=deep runs 20 times more.
 */
const DEEP = process.env.TEST_DEPTH === 'deep';
const RUNS = DEEP ? 20_000 : 1_000;

const fewDigits = (k: number) => fc.array(fc.constantFrom('0', '1', '7'), { minLength: k, maxLength: k }).map((d) => d.join(''));
const anyDigits = (k: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: k, maxLength: k }).map((d) => d.join(''));
const digitsLike = (k: number) => fc.oneof(fewDigits(k), anyDigits(k));
const stake = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: MAX_STAKE }));
const odds = fc.oneof(fc.integer({ min: 1, max: MAX_ODDS * 10_000 }).map((x) => x / 10_000), fc.constantFrom(1.95, 3.45, 9.7, 0.0001, MAX_ODDS));

const settingsFor = (keys: readonly string[]) =>
  fc.tuple(...keys.map(() => odds)).map((values): LottoSettings => ({ odds: Object.fromEntries(keys.map((k, i) => [k, values[i] ?? 1])), rebatePercent: {} }));

const tablePrizes = (tiers: readonly { count: number; digits: number }[]) =>
  fc.tuple(...tiers.map((t) => fc.array(digitsLike(t.digits), { minLength: t.count, maxLength: t.count })));

function check(code: string, result: LottoResult, bet: RefBet, settings: LottoSettings, expected: number) {
  const paid = payoutOf(gameOf(code), result, bet, settings);
  expect(paid, JSON.stringify({ result, bet })).toBe(expected);
  expect(Number.isSafeInteger(paid) && paid >= 0).toBe(true);
}

const VN_KEYS = ['LO', 'DE', 'BA_CANG', 'XIEN2', 'XIEN3', 'XIEN4', 'DAU', 'DUOI'];
const xienNumbers = (k: number) => fc.uniqueArray(digitsLike(2), { minLength: k, maxLength: k });
const vnBet = fc.oneof(
  fc.record({ type: fc.constantFrom('LO', 'DE'), numbers: fc.tuple(digitsLike(2)), stake }),
  fc.record({ type: fc.constant('BA_CANG'), numbers: fc.tuple(digitsLike(3)), stake }),
  fc.record({ type: fc.constantFrom('DAU', 'DUOI'), numbers: fc.tuple(digitsLike(1)), stake }),
  ...[2, 3, 4].map((k) => fc.record({ type: fc.constant(`XIEN${k}`), numbers: xienNumbers(k), stake })),
);

const position = fc.integer({ min: 1, max: 5 });
const quick5Bet = fc.oneof(
  fc.record({ type: fc.constant('POS_DIGIT'), position, pick: anyDigits(1), stake }),
  fc.record({ type: fc.constant('POS_BIG_SMALL'), position, pick: fc.constantFrom('BIG', 'SMALL'), stake }),
  fc.record({ type: fc.constant('POS_ODD_EVEN'), position, pick: fc.constantFrom('ODD', 'EVEN'), stake }),
  fc.record({ type: fc.constant('SUM_BIG_SMALL'), pick: fc.constantFrom('BIG', 'SMALL'), stake }),
  fc.record({ type: fc.constant('SUM_ODD_EVEN'), pick: fc.constantFrom('ODD', 'EVEN'), stake }),
);

const face = fc.integer({ min: 1, max: 6 });
const dice3Bet = fc.oneof(
  fc.record({ type: fc.constant('SUM'), pick: fc.integer({ min: 4, max: 17 }).map(String), stake }),
  fc.record({ type: fc.constant('BIG_SMALL'), pick: fc.constantFrom('BIG', 'SMALL'), stake }),
  fc.record({ type: fc.constant('ODD_EVEN'), pick: fc.constantFrom('ODD', 'EVEN'), stake }),
  fc.record({ type: fc.constant('TRIPLE_ANY'), stake }),
  fc.record({ type: fc.constantFrom('TRIPLE', 'PAIR'), pick: face.map(String), stake }),
);
const DICE3_KEYS = [...Array.from({ length: 14 }, (_, i) => `SUM_${i + 4}`), 'BIG_SMALL', 'ODD_EVEN', 'TRIPLE_ANY', 'TRIPLE', 'PAIR'];

const SEA4D_KEYS = ['BIG_FIRST', 'BIG_SECOND', 'BIG_THIRD', 'BIG_SPECIAL', 'BIG_CONSOLATION', 'SMALL_FIRST', 'SMALL_SECOND', 'SMALL_THIRD'];
const sea4dNumber = fc.oneof(fc.constantFrom('0117', '1170', '7011', '0101'), digitsLike(4));
const sea4dBet = fc.oneof(
  fc.record({ type: fc.constantFrom('BIG', 'SMALL'), number: sea4dNumber, stake }),
  fc.record({ type: fc.constantFrom('IBOX_BIG', 'IBOX_SMALL'), number: sea4dNumber.filter((n) => new Set(n).size > 1), stake }),
);

describe(`lottery settlement equals an independent reference (${RUNS} bets a family)`, { timeout: DEEP ? 600_000 : 30_000 }, () => {
  for (const code of ['VN_NORTH', 'VN_CENTRAL_DA_NANG']) {
    it(`${code}: lô, đề, 3 càng, xiên 2–4, đầu, đuôi`, () => {
      fc.assert(
        fc.property(tablePrizes(gameOf(code).tiers), vnBet, settingsFor(VN_KEYS), (prizes, bet, settings) => {
          check(code, { family: 'VN', prizes }, bet, settings, refPay(bet.stake, refVnKeys(prizes, bet), settings));
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('QUICK5: position digit, big/small, odd/even, and the sum’s big/small and odd/even', () => {
    const keys = ['POS_DIGIT', 'POS_BIG_SMALL', 'POS_ODD_EVEN', 'SUM_BIG_SMALL', 'SUM_ODD_EVEN'];
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(digits, quick5Bet, settingsFor(keys), (d, bet, settings) => {
        check('QUICK5_3M', { family: 'QUICK5', digits: d }, bet, settings, refPay(bet.stake, refQuick5Keys(d, bet), settings));
      }),
      { numRuns: RUNS },
    );
  });

  it('DICE3: sums, big/small, odd/even, any triple, triples and pairs', () => {
    const dice = fc.array(fc.oneof(face, fc.constant(3)), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(dice, dice3Bet, settingsFor(DICE3_KEYS), (d, bet, settings) => {
        check('DICE3_5M', { family: 'DICE3', dice: d }, bet, settings, refPay(bet.stake, refDice3Keys(d, bet), settings));
      }),
      { numRuns: RUNS },
    );
  });

  it('SEA4D: big, small and i-box on every tier, several winning permutations included', () => {
    const prizes = tablePrizes(gameOf('SEA4D').tiers).map((p) => p.map((tier) => tier.map((n, i) => (i % 3 === 0 ? n : n.split('').reverse().join('')))));
    fc.assert(
      fc.property(prizes, sea4dBet, settingsFor(SEA4D_KEYS), (p, bet, settings) => {
        check('SEA4D', { family: 'SEA4D', prizes: p }, bet, settings, refSea4d(p, bet, settings));
      }),
      { numRuns: RUNS },
    );
  });

  it('credits the rebate on the stake, win or lose, floored to a minor unit', () => {
    fc.assert(
      fc.property(stake, fc.integer({ min: 0, max: 10_000 }), (s, hundredths) => {
        const settings = { odds: {}, rebatePercent: { LO: hundredths / 100 } };
        expect(rebateOfBet({ type: 'LO', stake: s }, settings)).toBe(Number((BigInt(s) * BigInt(hundredths)) / 10_000n));
      }),
      { numRuns: RUNS },
    );
  });

  it('draws bets of every type the schemas know', () => {
    const families: [fc.Arbitrary<{ type: string }>, readonly string[]][] = [[vnBet, VN_BET_TYPES], [quick5Bet, QUICK5_BET_TYPES], [dice3Bet, DICE3_BET_TYPES], [sea4dBet, SEA4D_BET_TYPES]];
    for (const [arbitrary, types] of families) expect(new Set(fc.sample(arbitrary, 2000).map((b) => b.type))).toEqual(new Set(types));
  });

  it('refuses to settle a result of another game, or a bet of another game', () => {
    const quick: LottoResult = { family: 'QUICK5', digits: [1, 2, 3, 4, 5] };
    expect(() => payoutOf(gameOf('VN_NORTH'), quick, { type: 'LO', numbers: ['45'], stake: 1 }, { odds: { LO: 1 }, rebatePercent: {} })).toThrow();
    expect(() => payoutOf(gameOf('QUICK5_1M'), quick, { type: 'LO', numbers: ['45'], stake: 1 }, { odds: { LO: 1 }, rebatePercent: {} })).toThrow();
  });
});
