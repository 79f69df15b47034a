import { sha256, toHex } from '../sha256';
import { type Dice3Result, drawDice3 } from './dice3';
import type { GameDef } from './games';
import { drawQuick5, type Quick5Result } from './quick5';
import { drawSea4d, type Sea4dResult } from './sea4d';
import { hmacWords, seedBytesOf, type WordSource } from './stream';
import { drawVn, type VnResult } from './vn';

/**
 * A lottery draw: result = f(seed, draw id), deterministic, so anyone holding the revealed seed can
 * recompute the numbers (the results page runs this very module in the browser).
 *
 * Commitment. The server draws a fresh 32-byte seed from crypto when betting opens and publishes
 * commitmentOf(seed) = hex(SHA-256(seed bytes)); the seed itself is revealed with the result.
 *
 * Stream. Block b = 0, 1, 2, … is HMAC-SHA256(key = seed bytes, message = UTF-8 "<drawId>:<b>"),
 * e.g. "VN_NORTH:2026-11-26:0". Each block is read as eight big-endian unsigned 32-bit words, in
 * order; the draw takes words from the stream one at a time.
 *
 * uniform(n): read a word w; if w ≥ 2^32 − (2^32 mod n) discard it and read the next (rejection, so
 * no value is favoured); else return w mod n. A k-digit number is uniform(10^k) written with k
 * digits, leading zeros kept.
 *
 * Results, in the order they read the stream:
 * - VN (every region): each prize of the region's table (vn.ts), special first, tier by tier,
 *   is a number of the tier's digit count. Prizes may repeat.
 * - QUICK5: one 5-digit number; its digits are positions 1 to 5.
 * - DICE3: three dice, each 1 + uniform(6).
 * - SEA4D: first, second, third, 10 special, 10 consolation: each a 4-digit number, redrawn while it
 *   equals one already drawn in this draw.
 * Worked examples (seed → numbers) are frozen in draw.vectors.test.ts and draw.vectors-games.test.ts.
 */
export type LottoResult = VnResult | Quick5Result | Dice3Result | Sea4dResult;

export function commitmentOf(seedHex: string): string {
  return toHex(sha256(seedBytesOf(seedHex)));
}

/** The result of a game read from a given word stream (the tests feed node's HMAC here). */
export function drawFrom(game: GameDef, next: WordSource): LottoResult {
  switch (game.family) {
    case 'VN':
      return drawVn(next, game.region ?? 'NORTH');
    case 'QUICK5':
      return drawQuick5(next);
    case 'DICE3':
      return drawDice3(next);
    case 'SEA4D':
      return drawSea4d(next);
  }
}

export function drawResult(game: GameDef, seedHex: string, drawId: string): LottoResult {
  if (drawId.length === 0) throw new Error('a draw id is not empty');
  return drawFrom(game, hmacWords(seedHex, drawId));
}
