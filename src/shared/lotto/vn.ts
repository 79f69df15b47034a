import { z } from 'zod';
import { type LottoSettings, stakeSchema, type WinLine } from './money';
import type { WordSource } from './stream';
import { drawTiers, type PrizeTier, prizeCountOf, type TableResult, tiersOf } from './tiers';

/**
 * Vietnamese lottery (xổ số): the North's 27-prize table and the Central and South provinces' 18-prize
 * table. Every prize is its own uniform(10^digits), zero-padded, drawn in table order (special
 * first); prizes are independent, so two may repeat, as they can in the real draws.
 *
 * The "lô results" are the last two digits of every prize (27 in the North, 18 elsewhere). Bets:
 * - LO: a two-digit number; pays the LO odds once per lô result equal to it.
 * - DE: a two-digit number equal to the special prize's last two digits.
 * - BA_CANG (3 càng): a three-digit number equal to the special prize's last three digits.
 * - XIEN2, XIEN3, XIEN4: 2, 3 or 4 different two-digit numbers, all found among the lô results
 *   (each at least once); pays once.
 * - DAU (đầu) / DUOI (đuôi): a digit equal to the first / last digit of the special's last two.
 */
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

/** Prizes in the region's table order, special first. */
export type VnResult = TableResult<'VN'>;

export const VN_NORTH_TIERS = tiersOf([
  ['SPECIAL', 1, 5],
  ['FIRST', 1, 5],
  ['SECOND', 2, 5],
  ['THIRD', 6, 5],
  ['FOURTH', 4, 4],
  ['FIFTH', 6, 4],
  ['SIXTH', 3, 3],
  ['SEVENTH', 4, 2],
]);

export const VN_PROVINCE_TIERS = tiersOf([
  ['SPECIAL', 1, 6],
  ['FIRST', 1, 5],
  ['SECOND', 1, 5],
  ['THIRD', 2, 5],
  ['FOURTH', 7, 5],
  ['FIFTH', 1, 4],
  ['SIXTH', 3, 4],
  ['SEVENTH', 1, 3],
  ['EIGHTH', 1, 2],
]);

export const vnTiersOf = (region: VnRegion): readonly PrizeTier[] => (region === 'NORTH' ? VN_NORTH_TIERS : VN_PROVINCE_TIERS);

const digits = (k: number) => z.string().regex(new RegExp(`^[0-9]{${k}}$`, 'u'));
const distinct = (numbers: readonly string[]) => new Set(numbers).size === numbers.length;
const xien = (k: 2 | 3 | 4) =>
  z.strictObject({
    type: z.literal(`XIEN${k}`),
    numbers: z.array(digits(2)).length(k).refine(distinct, 'the numbers of a xiên are different'),
    stake: stakeSchema,
  });
const single = <T extends string>(type: T, k: number) => z.strictObject({ type: z.literal(type), numbers: z.tuple([digits(k)]), stake: stakeSchema });

export const vnBetSchema = z.discriminatedUnion('type', [
  single('LO', 2),
  single('DE', 2),
  single('BA_CANG', 3),
  xien(2),
  xien(3),
  xien(4),
  single('DAU', 1),
  single('DUOI', 1),
]);
export type VnBet = z.infer<typeof vnBetSchema>;
export const VN_BET_TYPES = vnBetSchema.options.map((o) => o.shape.type.value);

export function drawVn(next: WordSource, region: VnRegion): VnResult {
  return { family: 'VN', prizes: drawTiers(next, vnTiersOf(region)) };
}

function vnHits(result: VnResult, bet: VnBet): number {
  const special = result.prizes[0]?.[0] ?? '';
  const lo = result.prizes.flat().map((p) => p.slice(-2));
  const [n = ''] = bet.numbers;
  switch (bet.type) {
    case 'LO':
      return lo.filter((x) => x === n).length;
    case 'DE':
      return Number(special.slice(-2) === n);
    case 'BA_CANG':
      return Number(special.slice(-3) === n);
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return Number(bet.numbers.every((x) => lo.includes(x)));
    case 'DAU':
      return Number(special.slice(-2, -1) === n);
    case 'DUOI':
      return Number(special.slice(-1) === n);
  }
}

export const vnLines = (result: VnResult, bet: VnBet): WinLine[] => {
  const hits = vnHits(result, bet);
  return hits > 0 ? [{ key: bet.type, hits }] : [];
};

/** P(k given two-digit numbers all appear among n independent uniform lô results), by inclusion–exclusion. */
export function xienChance(k: number, n: number): number {
  let p = 0;
  let choose = 1;
  for (let j = 0; j <= k; j++) {
    p += (j % 2 === 0 ? 1 : -1) * choose * (1 - j / 100) ** n;
    choose = (choose * (k - j)) / (j + 1);
  }
  return p;
}

export function vnDefaults(region: VnRegion): LottoSettings {
  const north = region === 'NORTH';
  return {
    odds: north
      ? { LO: 3.45, DE: 90, BA_CANG: 880, XIEN2: 16, XIEN3: 70, XIEN4: 320, DAU: 9, DUOI: 9 }
      : { LO: 5.2, DE: 90, BA_CANG: 880, XIEN2: 34, XIEN3: 215, XIEN4: 1500, DAU: 9, DUOI: 9 },
    rebatePercent: { LO: 1, DE: 1, BA_CANG: 0, XIEN2: 0, XIEN3: 0, XIEN4: 0, DAU: 0, DUOI: 0 },
  };
}

/** Expected return per 1 staked, before rebate. */
export function vnExpectation(region: VnRegion, settings: LottoSettings) {
  const n = prizeCountOf(vnTiersOf(region));
  const chance: Record<VnBet['type'], number> = {
    LO: n / 100, // expected hits: each lô result is uniform
    DE: 1 / 100,
    BA_CANG: 1 / 1000,
    XIEN2: xienChance(2, n),
    XIEN3: xienChance(3, n),
    XIEN4: xienChance(4, n),
    DAU: 1 / 10,
    DUOI: 1 / 10,
  };
  return Object.entries(chance).map(([type, c]) => ({ betType: type, pick: undefined, value: c * (settings.odds[type] ?? 0) }));
}
