import { z } from 'zod';
import { type LottoSettings, stakeSchema, type WinLine } from './money';
import type { WordSource } from './stream';
import { drawTiers, type TableResult, tiersOf } from './tiers';

/**
 * South-East Asian 4D (SEA4D), drawn like Magnum/Toto 4D: 23 distinct four-digit numbers, in order
 * first, second, third, ten special, ten consolation. Each is uniform(10000) zero-padded; a number
 * already drawn in the same draw is discarded and drawn again, so the 23 are distinct and every
 * number has the same chance (count / 10000) of each tier.
 *
 * Bets on a four-digit number (stake in minor units):
 * - BIG: wins at any of the 23 tiers, at that tier's BIG_<TIER> odds (lower odds, wider cover).
 * - SMALL: wins at the top three only, at SMALL_<TIER> odds.
 * - IBOX_BIG / IBOX_SMALL ("i-box"): the stake covers every distinct permutation of the number's
 *   digits (24, 12, 6 or 4 of them; a number of one repeated digit cannot be boxed), split evenly
 *   among them: each permutation that wins pays its tier's odds on stake / permutations, and the
 *   payout is floor(stake × Σ odds of the winning permutations / permutations).
 * Distinct draws mean a number wins one tier at most, so the return to player of BIG is
 * Σ tier odds × count / 10000, and a box returns the same as a straight bet.
 */
/** Prizes in SEA4D_TIERS order. */
export type Sea4dResult = TableResult<'SEA4D'>;

export const SEA4D_TIERS = tiersOf([
  ['FIRST', 1, 4],
  ['SECOND', 1, 4],
  ['THIRD', 1, 4],
  ['SPECIAL', 10, 4],
  ['CONSOLATION', 10, 4],
]);
const SMALL_TIERS = 3;

const fourDigits = z.string().regex(/^[0-9]{4}$/u);
const boxable = fourDigits.refine((n) => new Set(n).size > 1, 'a box needs two different digits at least');
export const sea4dBetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('BIG'), number: fourDigits, stake: stakeSchema }),
  z.strictObject({ type: z.literal('SMALL'), number: fourDigits, stake: stakeSchema }),
  z.strictObject({ type: z.literal('IBOX_BIG'), number: boxable, stake: stakeSchema }),
  z.strictObject({ type: z.literal('IBOX_SMALL'), number: boxable, stake: stakeSchema }),
]);
export type Sea4dBet = z.infer<typeof sea4dBetSchema>;
export const SEA4D_BET_TYPES = sea4dBetSchema.options.map((o) => o.shape.type.value);

export function drawSea4d(next: WordSource): Sea4dResult {
  const seen = new Set<string>();
  return { family: 'SEA4D', prizes: drawTiers(next, SEA4D_TIERS, (n) => !seen.has(n) && Boolean(seen.add(n))) };
}

/** The distinct orderings of a number's digits. */
export function permutationsOf(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  const out = new Set<string>();
  [...digits].forEach((d, i) => {
    for (const rest of permutationsOf(digits.slice(0, i) + digits.slice(i + 1))) out.add(d + rest);
  });
  return [...out];
}

const side = (bet: Sea4dBet) => (bet.type === 'BIG' || bet.type === 'IBOX_BIG' ? 'BIG' : 'SMALL');

/** The winning lines of a bet and the divisor of its stake (the permutations of a box). */
export function sea4dLines(result: Sea4dResult, bet: Sea4dBet): { lines: WinLine[]; divisor: number } {
  const covered = bet.type.startsWith('IBOX') ? permutationsOf(bet.number) : [bet.number];
  const tiers = side(bet) === 'BIG' ? SEA4D_TIERS.length : SMALL_TIERS;
  const lines: WinLine[] = [];
  result.prizes.slice(0, tiers).forEach((numbers, t) => {
    const hits = numbers.filter((n) => covered.includes(n)).length;
    if (hits > 0) lines.push({ key: `${side(bet)}_${SEA4D_TIERS[t]?.name}`, hits });
  });
  return { lines, divisor: covered.length };
}

// Magnum 4D's published prizes per 1 staked.
export const SEA4D_DEFAULTS: LottoSettings = {
  odds: { BIG_FIRST: 2500, BIG_SECOND: 1000, BIG_THIRD: 500, BIG_SPECIAL: 180, BIG_CONSOLATION: 60, SMALL_FIRST: 3500, SMALL_SECOND: 2000, SMALL_THIRD: 1000 },
  rebatePercent: { BIG: 0, SMALL: 0, IBOX_BIG: 0, IBOX_SMALL: 0 },
};

/** Expected return per 1 staked, before rebate (a box equals its straight bet). */
export function sea4dExpectation(settings: LottoSettings) {
  const of = (s: 'BIG' | 'SMALL', tiers: number) =>
    SEA4D_TIERS.slice(0, tiers).reduce((sum, tier) => sum + ((settings.odds[`${s}_${tier.name}`] ?? 0) * tier.count) / 10_000, 0);
  const big = of('BIG', SEA4D_TIERS.length);
  const small = of('SMALL', SMALL_TIERS);
  return [
    { betType: 'BIG', pick: undefined, value: big },
    { betType: 'SMALL', pick: undefined, value: small },
    { betType: 'IBOX_BIG', pick: undefined, value: big },
    { betType: 'IBOX_SMALL', pick: undefined, value: small },
  ];
}
