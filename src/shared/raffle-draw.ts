import { fromHex, hmacSha256, sha256, toHex } from './sha256';

/**
 * A raffle's draw (README, "Promotions": the draw and how to check it). Pure and deterministic: the
 * server draws with it and the promotions page runs it again in the browser, so anyone holding the
 * revealed seed and the published entrants gets the same winners.
 *
 * - The commitment is sha256 of the seed's 32 bytes (hex), published when the raffle is saved.
 * - Prize slots are the prizes expanded in order (`{ amount, count }` gives `count` slots).
 * - For slot i, try n = 0, 1, …: x = the first 6 bytes (big-endian) of
 *   HMAC-SHA256(key = seed bytes, message = "prize:<i>:try:<n>"). With T the tickets of the
 *   entrants who have not won yet, x ≥ floor(2^48 / T) × T is rejected (no modulo bias); else
 *   ticket x mod T, counted through those entrants in their published order, wins the slot.
 * - The winner's tickets leave the pool (one prize per member); the draw stops when it is empty.
 */
export interface RafflePrize {
  amount: number;
  count: number;
}

export interface RaffleWin {
  /** Prize slot, from 0, in the order the prizes expand. */
  slot: number;
  /** Index of the winning entrant in the published list. */
  entrant: number;
  amount: number;
}

const SPAN = 2 ** 48;
const encoder = new TextEncoder();

export function seedHashOf(seedHex: string): string {
  const bytes = fromHex(seedHex);
  if (!bytes || bytes.length !== 32) throw new Error('a raffle seed is 32 bytes of hex');
  return toHex(sha256(bytes));
}

/** The draw's number for slot `slot`, try `attempt`: a uint48 from the seed's HMAC. */
function drawNumber(key: Uint8Array, slot: number, attempt: number): number {
  const mac = hmacSha256(key, encoder.encode(`prize:${slot}:try:${attempt}`));
  return mac.slice(0, 6).reduce((n, byte) => n * 256 + byte, 0);
}

export function drawWinners(seedHex: string, tickets: readonly number[], prizes: readonly RafflePrize[]): RaffleWin[] {
  const key = fromHex(seedHex);
  if (!key || key.length !== 32) throw new Error('a raffle seed is 32 bytes of hex');
  const slots = prizes.flatMap((p) => Array.from({ length: p.count }, () => p.amount));
  let pool = tickets.flatMap((n, entrant) => (n > 0 ? [{ entrant, tickets: n }] : []));
  const wins: RaffleWin[] = [];
  for (const [slot, amount] of slots.entries()) {
    if (pool.length === 0) break;
    const total = pool.reduce((s, e) => s + e.tickets, 0);
    if (total >= SPAN) throw new Error('too many tickets for one draw');
    const limit = Math.floor(SPAN / total) * total;
    let x = drawNumber(key, slot, 0);
    for (let attempt = 1; x >= limit; attempt++) x = drawNumber(key, slot, attempt);
    let ticket = x % total;
    const at = pool.findIndex((e) => (ticket -= e.tickets) < 0);
    const winner = pool[at];
    if (!winner) throw new Error('ticket outside the pool');
    wins.push({ slot, entrant: winner.entrant, amount });
    pool = pool.filter((_, i) => i !== at);
  }
  return wins;
}
