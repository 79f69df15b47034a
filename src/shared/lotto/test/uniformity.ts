import { createCipheriv, createHash } from 'node:crypto';
import { expect } from 'vitest';
import { drawFrom, type LottoResult } from '../draw';
import { gameOf } from '../games';
import { chiSquare99, chiSquareOf } from './node-words';
import type { WordSource } from '../stream';

/**
 * Tests only: the chi-square uniformity check of a game's draw. 100,000 draws in a normal run,
 * 1,000,000 with TEST_DEPTH=deep (LOTTO_UNIFORMITY_DRAWS overrides). The key is fixed per game, so
 * a run is reproducible: each statistic is held below its 99 % point.
 *
 * What can bias a draw is how it turns words into numbers (rejection, digits, redraws, prize order),
 * so the draws read an AES-128-CTR keystream: crypto-strength words like the HMAC stream's, at a
 * fraction of the cost of one HMAC per block (an HMAC per block took over 40 s a run here). That
 * drawResult reads exactly the documented HMAC stream is held by draw.vectors.test.ts.
 */
export function uniformityDraws(): number {
  const explicit = Number(process.env.LOTTO_UNIFORMITY_DRAWS);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  return process.env.TEST_DEPTH === 'deep' ? 1_000_000 : 100_000;
}

/** A test's time limit: a deep run draws for minutes on a busy machine. */
export const uniformityTimeout = (): number => (uniformityDraws() > 100_000 ? 1_200_000 : 60_000);

/** A family of counts: `groups` tallies of `cells` cells, each group's statistic summed (df groups × (cells − 1)). */
export class Tally {
  readonly counts: Uint32Array;
  constructor(
    readonly name: string,
    readonly groups: number,
    readonly cells: number,
  ) {
    this.counts = new Uint32Array(groups * cells);
  }

  add(group: number, cell: number): void {
    this.counts[group * this.cells + cell] = (this.counts[group * this.cells + cell] ?? 0) + 1;
  }

  expectUniform(): void {
    let x = 0;
    for (let g = 0; g < this.groups; g++) x += chiSquareOf(this.counts.subarray(g * this.cells, (g + 1) * this.cells));
    const df = this.groups * (this.cells - 1);
    expect({ tally: this.name, below99: x < chiSquare99(df) }, `χ² ${x.toFixed(1)}, df ${df}, 99 % point ${chiSquare99(df).toFixed(1)}`).toEqual({
      tally: this.name,
      below99: true,
    });
  }
}

function keystreamWords(name: string): WordSource {
  const key = createHash('sha256').update(`uniformity:${name}`).digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.alloc(16));
  const zeros = Buffer.alloc(1 << 20);
  let words = new Uint32Array(0);
  let at = 0;
  return () => {
    if (at >= words.length) {
      const bytes = cipher.update(zeros);
      words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
      at = 0;
    }
    return words[at++] ?? 0;
  };
}

/** Draws `n` results of the game from its fixed keystream and hands each to `record`. */
export function eachDraw(code: string, n: number, record: (result: LottoResult) => void): void {
  const game = gameOf(code);
  const next = keystreamWords(code);
  for (let i = 0; i < n; i++) record(drawFrom(game, next));
}
