import type { GameFamily } from '@shared/lotto/games';
import { t, tx } from './i18n';

/**
 * What the board asks for each bet type: typed numbers (digits, one bet per number, or k distinct
 * numbers in one bet), a position, picks from a set (one bet per pick), or nothing.
 */
export interface BetKind {
  /** Typed numbers of this many digits. */
  digits?: number;
  /** k distinct numbers in one bet (xiên); else each number is its own bet. */
  together?: number;
  /** The bet reads `number` (4D) rather than `numbers`. */
  single?: boolean;
  position?: boolean;
  picks?: { value: string; label: string }[];
  /** i-Box: the number needs two different digits. */
  box?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const bigSmall = () => ['BIG', 'SMALL'].map((v) => ({ value: v, label: tx(`pick.${v}`) }));
const oddEven = () => ['ODD', 'EVEN'].map((v) => ({ value: v, label: tx(`pick.${v}`) }));
const digitsPick = () => range(0, 9).map((v) => ({ value: v, label: v }));
const faces = () => range(1, 6).map((v) => ({ value: v, label: v }));

export function kindOf(family: GameFamily, type: string): BetKind {
  switch (type) {
    case 'LO':
    case 'DE':
      return { digits: 2 };
    case 'BA_CANG':
      return { digits: 3 };
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return { digits: 2, together: Number(type.slice(-1)) };
    case 'DAU':
    case 'DUOI':
      return { picks: digitsPick() };
    case 'POS_DIGIT':
      return { position: true, picks: digitsPick() };
    case 'POS_BIG_SMALL':
      return { position: true, picks: bigSmall() };
    case 'POS_ODD_EVEN':
      return { position: true, picks: oddEven() };
    case 'SUM_BIG_SMALL':
    case 'BIG_SMALL':
      return { picks: bigSmall() };
    case 'SUM_ODD_EVEN':
    case 'ODD_EVEN':
      return { picks: oddEven() };
    case 'SUM':
      return { picks: range(4, 17).map((v) => ({ value: v, label: v })) };
    case 'TRIPLE':
    case 'PAIR':
      return { picks: faces() };
    case 'TRIPLE_ANY':
      return {};
    default:
      return family === 'SEA4D' ? { digits: 4, single: true, box: type.startsWith('IBOX') } : {};
  }
}

/** A bet as the slip API reads it (the game's bet schema). */
export interface SlipBet {
  type: string;
  stake: number;
  numbers?: string[];
  number?: string;
  pick?: string;
  position?: number;
}

/** "Lô 27", "Xiên 2 12-34", "Position 3 · Big", "Total 11", "Big 1234". */
export function betLabel(bet: SlipBet): string {
  const name = tx(`bet.${bet.type}`);
  const parts: string[] = [name];
  if (bet.position !== undefined) parts.push(t('pos.n', { n: bet.position }));
  if (bet.numbers) parts.push(bet.numbers.join('-'));
  if (bet.number) parts.push(bet.number);
  if (bet.pick) parts.push(/^[A-Z]+$/u.test(bet.pick) ? tx(`pick.${bet.pick}`) : bet.pick);
  return parts.join(' · ');
}

/** The permutations a 4D box covers (its stake is split among them). */
export function boxCount(number: string): number {
  const counts = [...number].reduce<Record<string, number>>((m, d) => ({ ...m, [d]: (m[d] ?? 0) + 1 }), {});
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  return Object.values(counts).reduce((p, c) => p / fact(c), fact(number.length));
}

/** The odds key a hit of this bet pays, the best one for 4D (the first prize), and its stake divisor. */
export function oddsKeyOf(family: GameFamily, bet: SlipBet): { key: string; divisor: number; upTo: boolean } {
  if (family === 'DICE3' && bet.type === 'SUM') return { key: `SUM_${bet.pick ?? ''}`, divisor: 1, upTo: false };
  if (family === 'SEA4D') {
    const side = bet.type.endsWith('SMALL') ? 'SMALL' : 'BIG';
    return { key: `${side}_FIRST`, divisor: bet.type.startsWith('IBOX') ? boxCount(bet.number ?? '') : 1, upTo: true };
  }
  return { key: bet.type, divisor: 1, upTo: false };
}
