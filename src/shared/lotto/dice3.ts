import { z } from 'zod';
import { type LottoSettings, stakeSchema, type WinLine } from './money';
import { uniform, type WordSource } from './stream';

/**
 * Quick three-dice lottery (DICE3_1M/3M/5M differ only in their interval).
 *
 * The draw is three dice, each 1 + uniform(6), in order. Bets:
 * - SUM: the total, 4 to 17 (3 and 18 are only triples); odds per total, key SUM_<total>.
 * - BIG_SMALL: BIG is a total of 11–17, SMALL 4–10; any triple loses.
 * - ODD_EVEN: the total's parity; any triple loses.
 * - TRIPLE_ANY: the three dice show one face.
 * - TRIPLE: the three dice show the picked face.
 * - PAIR: at least two dice show the picked face (a triple of it counts).
 */
export interface Dice3Result {
  family: 'DICE3';
  dice: number[];
}

const face = z.string().regex(/^[1-6]$/u);
export const dice3BetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('SUM'), pick: z.string().regex(/^(?:[4-9]|1[0-7])$/u), stake: stakeSchema }),
  z.strictObject({ type: z.literal('BIG_SMALL'), pick: z.enum(['BIG', 'SMALL']), stake: stakeSchema }),
  z.strictObject({ type: z.literal('ODD_EVEN'), pick: z.enum(['ODD', 'EVEN']), stake: stakeSchema }),
  z.strictObject({ type: z.literal('TRIPLE_ANY'), stake: stakeSchema }),
  z.strictObject({ type: z.literal('TRIPLE'), pick: face, stake: stakeSchema }),
  z.strictObject({ type: z.literal('PAIR'), pick: face, stake: stakeSchema }),
]);
export type Dice3Bet = z.infer<typeof dice3BetSchema>;
export const DICE3_BET_TYPES = dice3BetSchema.options.map((o) => o.shape.type.value);

export function drawDice3(next: WordSource): Dice3Result {
  return { family: 'DICE3', dice: [0, 1, 2].map(() => 1 + uniform(next, 6)) };
}

function dice3Wins(dice: readonly number[], bet: Dice3Bet): boolean {
  const total = dice.reduce((s, d) => s + d, 0);
  const triple = dice.every((d) => d === dice[0]);
  const times = (f: string) => dice.filter((d) => d === Number(f)).length;
  switch (bet.type) {
    case 'SUM':
      return total === Number(bet.pick);
    case 'BIG_SMALL':
      return !triple && (total >= 11 ? 'BIG' : 'SMALL') === bet.pick;
    case 'ODD_EVEN':
      return !triple && (total % 2 === 1 ? 'ODD' : 'EVEN') === bet.pick;
    case 'TRIPLE_ANY':
      return triple;
    case 'TRIPLE':
      return times(bet.pick) === 3;
    case 'PAIR':
      return times(bet.pick) >= 2;
  }
}

export const dice3OddsKey = (bet: Dice3Bet): string => (bet.type === 'SUM' ? `SUM_${bet.pick}` : bet.type);

export const dice3Lines = (result: Dice3Result, bet: Dice3Bet): WinLine[] =>
  dice3Wins(result.dice, bet) ? [{ key: dice3OddsKey(bet), hits: 1 }] : [];

const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);
/** Ways (of 216) to roll each total. */
const waysOf = (total: number) => {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (total - a - b >= 1 && total - a - b <= 6) ways++;
  return ways;
};
// Sic bo's usual table, one more than "to one": a total of 4 pays 60 to 1 → 61 per 1 staked.
const SUM_ODDS: Record<number, number> = { 4: 61, 5: 31, 6: 18, 7: 13, 8: 9, 9: 7, 10: 7 };

export const DICE3_DEFAULTS: LottoSettings = {
  odds: {
    ...Object.fromEntries(TOTALS.map((t) => [`SUM_${t}`, SUM_ODDS[Math.min(t, 21 - t)] ?? 0])),
    BIG_SMALL: 2,
    ODD_EVEN: 2,
    TRIPLE_ANY: 31,
    TRIPLE: 181,
    PAIR: 11,
  },
  rebatePercent: { SUM: 0, BIG_SMALL: 0, ODD_EVEN: 0, TRIPLE_ANY: 0, TRIPLE: 0, PAIR: 0 },
};

/** Expected return per 1 staked, before rebate; SUM has one row per total. */
export function dice3Expectation(settings: LottoSettings) {
  const odds = (key: string) => settings.odds[key] ?? 0;
  // Of 216 rolls each side of BIG/SMALL and of ODD/EVEN holds 108, three of them triples that lose.
  const evenSplit = 105 / 216;
  return [
    ...TOTALS.map((t) => ({ betType: 'SUM', pick: String(t), value: (waysOf(t) / 216) * odds(`SUM_${t}`) })),
    { betType: 'BIG_SMALL', pick: undefined, value: evenSplit * odds('BIG_SMALL') },
    { betType: 'ODD_EVEN', pick: undefined, value: evenSplit * odds('ODD_EVEN') },
    { betType: 'TRIPLE_ANY', pick: undefined, value: (6 / 216) * odds('TRIPLE_ANY') },
    { betType: 'TRIPLE', pick: undefined, value: (1 / 216) * odds('TRIPLE') },
    { betType: 'PAIR', pick: undefined, value: (16 / 216) * odds('PAIR') },
  ];
}
