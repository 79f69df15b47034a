import { z } from 'zod';

/**
 * Stakes, odds and the integer arithmetic of a payout.
 *
 * - A stake is integer minor units, 1 to MAX_STAKE. The cap keeps stake × odds × hits far inside
 *   Number.MAX_SAFE_INTEGER, so a payout is always an exact integer.
 * - Odds are decimal, "pays X per 1 staked", stake included (a losing bet pays 0, a bet at odds 1.95
 *   staking 100 pays 195). At most four decimal places: the payout is computed on odds × 10^4 as an
 *   integer, never on a float product, then floored to a minor unit.
 * - A rebate (commission) is a percent of the stake credited back at settlement whatever the
 *   outcome; it is separate from the payout and counts in the return to player.
 */
export const MAX_STAKE = 1_000_000_000;
export const MAX_ODDS = 100_000;
export const ODDS_SCALE = 10_000;

export const stakeSchema = z.number().int().min(1).max(MAX_STAKE);

const scaled = (x: number) => Math.round(x * ODDS_SCALE);
export const oddsSchema = z
  .number()
  .positive()
  .max(MAX_ODDS)
  .refine((x) => Math.abs(scaled(x) - x * ODDS_SCALE) < 1e-6, 'at most four decimal places');
export const rebateSchema = z.number().min(0).max(100);

/** A merchant's settings for one game: odds by odds key, rebate percent by bet type. */
export interface LottoSettings {
  odds: Readonly<Record<string, number>>;
  rebatePercent: Readonly<Record<string, number>>;
}
export const settingsSchema = z.strictObject({
  odds: z.record(z.string(), oddsSchema),
  rebatePercent: z.record(z.string(), rebateSchema),
});

/** What a bet won: `hits` times the odds of `key`, per winning line. */
export interface WinLine {
  key: string;
  hits: number;
}

/** floor(stake × Σ hits × odds / divisor), exactly. */
export function payFloor(stake: number, lines: readonly WinLine[], odds: LottoSettings['odds'], divisor = 1): number {
  let units = 0n;
  for (const line of lines) {
    const x = odds[line.key];
    if (x === undefined) throw new Error(`no odds for ${line.key}`);
    units += BigInt(line.hits) * BigInt(scaled(x));
  }
  return Number((BigInt(stake) * units) / (BigInt(ODDS_SCALE) * BigInt(divisor)));
}

/** The rebate on a stake: floor(stake × percent / 100), on hundredths of a percent. */
export function rebateOf(stake: number, percent: number): number {
  return Number((BigInt(stake) * BigInt(Math.round(percent * 100))) / 10_000n);
}
