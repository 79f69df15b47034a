import { digitsOf, type WordSource } from './stream';

/** A prize table's tier: `count` prizes of `digits` digits. */
export interface PrizeTier {
  readonly name: string;
  readonly count: number;
  readonly digits: number;
}

/** The result of a game with a prize table: tiers in table order, each a list of numbers. */
export interface TableResult<F extends string> {
  family: F;
  prizes: string[][];
}

export const tiersOf = (rows: readonly (readonly [name: string, count: number, digits: number])[]): readonly PrizeTier[] =>
  rows.map(([name, count, digits]) => ({ name, count, digits }));

export const prizeCountOf = (tiers: readonly PrizeTier[]): number => tiers.reduce((n, t) => n + t.count, 0);

/** Each tier's prizes in order, each drawn again while `keep` refuses it. */
export function drawTiers(next: WordSource, tiers: readonly PrizeTier[], keep: (n: string) => boolean = () => true): string[][] {
  return tiers.map((tier) => {
    const numbers: string[] = [];
    while (numbers.length < tier.count) {
      const n = digitsOf(next, tier.digits);
      if (keep(n)) numbers.push(n);
    }
    return numbers;
  });
}
