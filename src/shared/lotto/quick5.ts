import { z } from 'zod';
import { type LottoSettings, stakeSchema, type WinLine } from './money';
import { uniform, type WordSource } from './stream';

/**
 * Quick five-digit lottery (ELOTT; QUICK5_1M/3M/5M differ only in their interval).
 *
 * The draw is five digits d1…d5 (position 1 is the leftmost), read from one uniform(100000).
 * Bets, each paying the odds of its own type:
 * - POS_DIGIT: the digit at a position (1 in 10).
 * - POS_BIG_SMALL: a position's digit is BIG (5–9) or SMALL (0–4) (1 in 2).
 * - POS_ODD_EVEN: a position's digit is ODD or EVEN (1 in 2).
 * - SUM_BIG_SMALL: the sum of the five digits (0–45) is BIG (23–45) or SMALL (0–22). The sum's law
 *   is symmetric about 22.5, so each side is exactly 1 in 2.
 * - SUM_ODD_EVEN: the sum is ODD or EVEN (exactly 1 in 2: the last digit alone decides the parity
 *   of the sum given the others, and it is uniform).
 */
export interface Quick5Result {
  family: 'QUICK5';
  digits: number[];
}

const position = z.number().int().min(1).max(5);
const bigSmall = z.enum(['BIG', 'SMALL']);
const oddEven = z.enum(['ODD', 'EVEN']);
export const quick5BetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('POS_DIGIT'), position, pick: z.string().regex(/^[0-9]$/u), stake: stakeSchema }),
  z.strictObject({ type: z.literal('POS_BIG_SMALL'), position, pick: bigSmall, stake: stakeSchema }),
  z.strictObject({ type: z.literal('POS_ODD_EVEN'), position, pick: oddEven, stake: stakeSchema }),
  z.strictObject({ type: z.literal('SUM_BIG_SMALL'), pick: bigSmall, stake: stakeSchema }),
  z.strictObject({ type: z.literal('SUM_ODD_EVEN'), pick: oddEven, stake: stakeSchema }),
]);
export type Quick5Bet = z.infer<typeof quick5BetSchema>;
export const QUICK5_BET_TYPES = quick5BetSchema.options.map((o) => o.shape.type.value);

export function drawQuick5(next: WordSource): Quick5Result {
  return { family: 'QUICK5', digits: [...String(uniform(next, 100_000)).padStart(5, '0')].map(Number) };
}

const sizeOf = (n: number, bigFrom: number) => (n >= bigFrom ? 'BIG' : 'SMALL');
const parityOf = (n: number) => (n % 2 === 1 ? 'ODD' : 'EVEN');

function quick5Wins(result: Quick5Result, bet: Quick5Bet): boolean {
  const sum = result.digits.reduce((s, d) => s + d, 0);
  const digit = 'position' in bet ? (result.digits[bet.position - 1] ?? -1) : -1;
  switch (bet.type) {
    case 'POS_DIGIT':
      return digit === Number(bet.pick);
    case 'POS_BIG_SMALL':
      return sizeOf(digit, 5) === bet.pick;
    case 'POS_ODD_EVEN':
      return parityOf(digit) === bet.pick;
    case 'SUM_BIG_SMALL':
      return sizeOf(sum, 23) === bet.pick;
    case 'SUM_ODD_EVEN':
      return parityOf(sum) === bet.pick;
  }
}

export const quick5Lines = (result: Quick5Result, bet: Quick5Bet): WinLine[] => (quick5Wins(result, bet) ? [{ key: bet.type, hits: 1 }] : []);

const QUICK5_CHANCE: Record<Quick5Bet['type'], number> = { POS_DIGIT: 0.1, POS_BIG_SMALL: 0.5, POS_ODD_EVEN: 0.5, SUM_BIG_SMALL: 0.5, SUM_ODD_EVEN: 0.5 };

export const QUICK5_DEFAULTS: LottoSettings = {
  odds: { POS_DIGIT: 9.7, POS_BIG_SMALL: 1.96, POS_ODD_EVEN: 1.96, SUM_BIG_SMALL: 1.96, SUM_ODD_EVEN: 1.96 },
  rebatePercent: { POS_DIGIT: 0, POS_BIG_SMALL: 0, POS_ODD_EVEN: 0, SUM_BIG_SMALL: 0, SUM_ODD_EVEN: 0 },
};

/** Expected return per 1 staked, before rebate, by odds key. */
export const quick5Expectation = (settings: LottoSettings) =>
  Object.entries(QUICK5_CHANCE).map(([type, chance]) => ({ betType: type, pick: undefined, value: chance * (settings.odds[type] ?? 0) }));
