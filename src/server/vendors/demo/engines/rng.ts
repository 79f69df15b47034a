/**
 * Random sources for the demo games' outcome engines.
 *
 * Every engine draws through `Rng.int(n)`: a uniform integer in [0, n). Two sources back it, both
 * built on node:crypto (DESIGN.md: randomness that decides outcomes comes from crypto, never a plain PRNG):
 *
 * - `CryptoRng` reads a buffer filled by `crypto.randomFillSync`. Simulations use it: a million-round test
 *   would spend most of its time in per-call `randomInt` overhead otherwise.
 * - `SeededRng` is the stream HMAC-SHA256(seed, `${roundId}:${block}`), eight 32-bit words per
 *   block. The live vendor draws a fresh 32-byte seed from crypto for every round (`newSeed`), plays
 *   the round on `SeededRng(seed, roundId)` and stores seed, round id and input with the round. Game
 *   recall replays the engine on the same stream and gets the identical outcome, card for card.
 *   The seed is secret until the round is settled; it decides nothing the player could influence.
 *
 * Both map 32-bit words to [0, n) by rejection sampling, so no value of n is biased (a plain
 * `word % n` favours small results whenever 2^32 is not a multiple of n).
 */
import { createHmac, randomBytes, randomFillSync } from 'node:crypto';

export interface Rng {
  /** A uniform integer in [0, maxExclusive); maxExclusive is an integer in [1, 2^32]. */
  int(maxExclusive: number): number;
}

const TWO_32 = 0x1_0000_0000;

/** Maps a stream of 32-bit words to uniform integers; exported for tests of the rejection step. */
export abstract class WordRng implements Rng {
  protected abstract nextWord(): number;

  int(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32) {
      throw new RangeError(`Rng.int needs an integer in [1, 2^32], got ${maxExclusive}`);
    }
    // Largest multiple of maxExclusive that fits in 32 bits: words at or above it are redrawn.
    const limit = TWO_32 - (TWO_32 % maxExclusive);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % maxExclusive;
    }
  }
}

/** Fast crypto-strength source for live play without recall, and for simulations. */
export class CryptoRng extends WordRng {
  private readonly words: Uint32Array;
  private next: number;

  constructor(bufferWords = 16_384) {
    super();
    this.words = new Uint32Array(bufferWords);
    this.next = bufferWords;
  }

  protected nextWord(): number {
    if (this.next >= this.words.length) {
      randomFillSync(this.words);
      this.next = 0;
    }
    return this.words[this.next++] ?? 0;
  }
}

/** Deterministic stream of one round: the same (seed, roundId) always yields the same draws. */
export class SeededRng extends WordRng {
  private block = 0;
  private words: number[] = [];

  constructor(
    private readonly seed: string,
    private readonly roundId: string,
  ) {
    super();
    if (!/^[0-9a-f]{64}$/.test(seed)) throw new RangeError('seed must be 32 bytes in lowercase hex');
    if (roundId.length === 0) throw new RangeError('roundId must not be empty');
  }

  protected nextWord(): number {
    if (this.words.length === 0) {
      const digest = createHmac('sha256', Buffer.from(this.seed, 'hex'))
        .update(`${this.roundId}:${this.block++}`)
        .digest();
      for (let i = 28; i >= 0; i -= 4) this.words.push(digest.readUInt32BE(i));
    }
    return this.words.pop() ?? 0;
  }
}

/** A fresh secret seed for one round (32 bytes from crypto, lowercase hex). */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}
