/**
 * Line evaluation and the exact return to player of the demo slot.
 *
 * Exact RTP without enumerating all 36.8 million reel stops: every payline shows, on each reel, the
 * strip position (stop + row) for a uniform stop, so the symbol a line sees on a reel is distributed
 * as that strip's symbol counts, independently from reel to reel. The expected pay of one line is
 * then a sum over the 9^5 symbol tuples, and every line has the same expectation, so the line part of
 * the RTP equals the expected pay of one line per unit of line bet. The star part comes from the
 * distribution of stars in each reel's three-row window over all stops, convolved across the reels.
 * Both are exact rationals computed in floating point (error far below 1e-12).
 */
import * as table from './slot-paytable';

// Local copies: some module loaders (tsx, vitest) turn every read of an import into a getter call,
// which tripled the time of a simulated spin.
const { LINE_PAYS, REELS, ROWS, SCATTER, SCATTER_PAYS, STRIPS, SYMBOLS, WILD } = table;

export interface LineResult {
  /** Index into SYMBOLS of the paying symbol (WILD for an all-wild win). */
  symbol: number;
  count: number;
  /** Multiple of the line bet; 0 when the line does not pay. */
  multiple: number;
}

const NO_WIN: LineResult = { symbol: -1, count: 0, multiple: 0 };

function pay(symbol: number, count: number): number {
  return count >= 3 ? (LINE_PAYS[symbol]?.[count - 3] ?? 0) : 0;
}

/** The best win of a line that shows `symbols` on reels 1–5, counted from the leftmost reel. */
export function evaluateLine(symbols: readonly number[]): LineResult {
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds++;
  const wildWin = wilds >= 3 ? { symbol: WILD, count: wilds, multiple: pay(WILD, wilds) } : NO_WIN;
  const base = symbols[wilds];
  if (base === undefined || base === SCATTER) return wildWin;
  let count = wilds;
  while (count < REELS && (symbols[count] === WILD || symbols[count] === base)) count++;
  const multiple = pay(base, count);
  return multiple > wildWin.multiple ? { symbol: base, count, multiple } : wildWin;
}

/** The probability of each symbol on one reel (its share of the strip). */
function symbolShares(strip: readonly number[]): number[] {
  const shares: number[] = SYMBOLS.map(() => 0);
  for (const symbol of strip) shares[symbol] = (shares[symbol] ?? 0) + 1 / strip.length;
  return shares;
}

/** Expected pay of one line, in multiples of the line bet. */
export function expectedLineMultiple(): number {
  const shares = STRIPS.map(symbolShares);
  const tuple: number[] = [];
  const walk = (reel: number, probability: number): number => {
    if (reel === REELS) return probability * evaluateLine(tuple).multiple;
    let sum = 0;
    (shares[reel] ?? []).forEach((share, symbol) => {
      if (share === 0) return;
      tuple[reel] = symbol;
      sum += walk(reel + 1, probability * share);
    });
    return sum;
  };
  return walk(0, 1);
}

/** Probability of each number of stars in the whole window. */
export function starCountDistribution(): number[] {
  let distribution = [1];
  for (const strip of STRIPS) {
    const onReel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let stars = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) stars++;
      onReel[stars] = (onReel[stars] ?? 0) + 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + ROWS).fill(0);
    distribution.forEach((a, i) => onReel.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0) + a * b)));
    distribution = next;
  }
  return distribution;
}

/** Star pay in multiples of the total bet for a number of stars in the window. */
export function scatterMultiple(stars: number): number {
  return stars >= 3 ? (SCATTER_PAYS[Math.min(stars, 5) - 3] ?? 0) : 0;
}

/** The exact return to player as a fraction of the total bet, split into its line and star parts. */
export function exactSlotRtp(): { lines: number; stars: number; total: number } {
  const lines = expectedLineMultiple();
  const stars = starCountDistribution().reduce((sum, p, count) => sum + p * scatterMultiple(count), 0);
  return { lines, stars, total: lines + stars };
}
