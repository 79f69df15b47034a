import { createHmac } from 'node:crypto';
import { blockWords, type WordSource } from '../stream';

/**
 * Tests only: the documented stream computed with node's HMAC (five times faster than the sync
 * one the browser runs, which matters over a million draws). draw.vectors.test.ts holds the two equal.
 */
export function nodeHmacWords(seedHex: string, drawId: string): WordSource {
  const key = Buffer.from(seedHex, 'hex');
  return blockWords((message) => createHmac('sha256', key).update(message).digest(), drawId);
}

/** The 99 % point of chi-square with `df` degrees of freedom (Wilson–Hilferty; within 0.2 % for df ≥ 5). */
export function chiSquare99(df: number): number {
  const z = 2.326348;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Pearson's statistic of observed counts against equal expected counts. */
export function chiSquareOf(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] ?? 0;
  const expected = total / counts.length;
  let x = 0;
  for (let i = 0; i < counts.length; i++) x += ((counts[i] ?? 0) - expected) ** 2 / expected;
  return x;
}
