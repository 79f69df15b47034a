import type { LottoSettings } from '../money';

/**
 * Tests only: an independent reckoning of every bet's payout, written apart from the rules it checks.
 * Numbers are handled as integers (n mod 100, integer division) where the rules slice strings, wins
 * are found by enumerating outcomes where the rules test predicates, and odds are read from their
 * four-decimal string into an exact fraction.
 */
export interface RefBet {
  type: string;
  stake: number;
  numbers?: string[];
  number?: string;
  position?: number;
  pick?: string;
}

const odds10k = (x: number): bigint => BigInt(x.toFixed(4).replace('.', ''));

/** floor(stake × Σ odds / divisor) over the winning odds keys (a key may repeat, once per hit). */
export function refPay(stake: number, keys: readonly string[], settings: LottoSettings, divisor = 1): number {
  const total = keys.reduce((s, k) => s + odds10k(settings.odds[k] ?? Number.NaN), 0n);
  return Number((BigInt(stake) * total) / (10_000n * BigInt(divisor)));
}

export function refVnKeys(prizes: readonly string[][], bet: RefBet): string[] {
  const values = prizes.flat().map(Number);
  const special = values[0] ?? -1;
  const picks = (bet.numbers ?? []).map(Number);
  const pick = picks[0] ?? -1;
  const lo = values.map((v) => v % 100);
  const wins: Record<string, number> = {
    LO: lo.filter((x) => x === pick).length,
    DE: special % 100 === pick ? 1 : 0,
    BA_CANG: special % 1000 === pick ? 1 : 0,
    XIEN2: picks.filter((p) => lo.indexOf(p) >= 0).length === picks.length ? 1 : 0,
    DAU: Math.floor((special % 100) / 10) === pick ? 1 : 0,
    DUOI: special % 10 === pick ? 1 : 0,
  };
  const times = wins[bet.type.startsWith('XIEN') ? 'XIEN2' : bet.type] ?? 0;
  return Array<string>(times).fill(bet.type);
}

/** The five-digit value's digit at position p (1 leftmost), by arithmetic. */
const digitAt = (value: number, p: number) => Math.floor(value / 10 ** (5 - p)) % 10;

export function refQuick5Keys(digits: readonly number[], bet: RefBet): string[] {
  const value = digits.reduce((n, d) => n * 10 + d, 0);
  let sum = 0;
  for (let p = 1; p <= 5; p++) sum += digitAt(value, p);
  const x = bet.position === undefined ? sum : digitAt(value, bet.position);
  const classes = new Set([String(x), x % 2 === 0 ? 'EVEN' : 'ODD']);
  const bigFrom = bet.position === undefined ? 23 : 5;
  classes.add(x < bigFrom ? 'SMALL' : 'BIG');
  const positional = bet.type.startsWith('POS');
  const kind = bet.type.replace(/^(?:POS|SUM)_/u, '');
  const ok = positional === (bet.position !== undefined) && classes.has(bet.pick ?? '') && (kind === 'DIGIT') === /^\d$/u.test(bet.pick ?? '');
  return ok ? [bet.type] : [];
}

/** Every ordered roll of three dice that a bet wins, found by enumerating the 216 rolls. */
function winningRolls(bet: RefBet): Set<string> {
  const out = new Set<string>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const total = a + b + c;
        const faces = [a, b, c].sort();
        const triple = faces[0] === faces[2];
        const face = Number(bet.pick);
        const matching = [a, b, c].filter((d) => d === face).length;
        const win =
          (bet.type === 'SUM' && total === face) ||
          (bet.type === 'BIG_SMALL' && !triple && (bet.pick === 'BIG' ? total > 10 : total < 11)) ||
          (bet.type === 'ODD_EVEN' && !triple && (bet.pick === 'ODD') === (total % 2 === 1)) ||
          (bet.type === 'TRIPLE_ANY' && triple) ||
          (bet.type === 'TRIPLE' && matching === 3) ||
          (bet.type === 'PAIR' && matching > 1);
        if (win) out.add(`${a}${b}${c}`);
      }
  return out;
}

export function refDice3Keys(dice: readonly number[], bet: RefBet): string[] {
  const key = bet.type === 'SUM' ? `SUM_${bet.pick}` : bet.type;
  return winningRolls(bet).has(dice.join('')) ? [key] : [];
}

const TIER_NAMES = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'];

/** Distinct permutations by brute force over the 24 orderings of the four positions. */
function boxOf(n: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      for (let k = 0; k < 4; k++)
        for (let l = 0; l < 4; l++) if (new Set([i, j, k, l]).size === 4) out.add(`${n[i]}${n[j]}${n[k]}${n[l]}`);
  return [...out];
}

export function refSea4d(prizes: readonly string[][], bet: RefBet, settings: LottoSettings): number {
  const n = bet.number ?? '';
  const covered = bet.type.startsWith('IBOX') ? boxOf(n) : [n];
  const small = bet.type.endsWith('SMALL');
  const keys: string[] = [];
  prizes.forEach((tier, t) => {
    if (small && t > 2) return;
    for (const p of tier) if (covered.includes(p)) keys.push(`${small ? 'SMALL' : 'BIG'}_${TIER_NAMES[t]}`);
  });
  return refPay(bet.stake, keys, settings, covered.length);
}
