import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CryptoRng, newSeed, SeededRng, WordRng, type Rng } from './rng';

class WordsRng extends WordRng {
  private next = 0;
  constructor(private readonly words: number[]) {
    super();
  }
  protected nextWord(): number {
    const word = this.words[this.next++];
    if (word === undefined) throw new Error('out of words');
    return word;
  }
}

/** Pearson chi-square of `draws` values of rng.int(bins) against the uniform distribution. */
function chiSquare(rng: Rng, bins: number, draws: number): number {
  const counts = new Array<number>(bins).fill(0);
  for (let i = 0; i < draws; i++) {
    const value = rng.int(bins);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  const expected = draws / bins;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

// Chi-square with 9 degrees of freedom exceeds 40 with probability about 1e-5.
const CHI2_9_LIMIT = 40;

const SEED = '00'.repeat(31) + '2a';

describe('WordRng', () => {
  it('redraws the words that would bias the result', () => {
    // For n = 3, 2^32 - 1 is the one word past the last full multiple of 3.
    expect(new WordsRng([0xffff_ffff, 7]).int(3)).toBe(1);
    expect(new WordsRng([0xffff_fffe]).int(3)).toBe(0xffff_fffe % 3);
    // n = 3·2^30 fits once in 2^32: words from 3·2^30 up are redrawn, those below are kept as they are.
    expect(new WordsRng([0xc000_0000, 0xffff_ffff, 0xbfff_ffff]).int(0xc000_0000)).toBe(0xbfff_ffff);
  });

  it('refuses a bound that is not an integer in [1, 2^32]', () => {
    const rng = new WordsRng([1]);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng.int(bad)).toThrow(RangeError);
  });
});

describe('CryptoRng', () => {
  it('stays in range, reaches every value and is uniform', () => {
    const rng = new CryptoRng(256);
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const value = rng.int(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
    expect(chiSquare(rng, 10, 1_000_000)).toBeLessThan(CHI2_9_LIMIT);
  });
});

describe('SeededRng', () => {
  it('is the HMAC-SHA256 stream of the seed and round id, eight big-endian words a block', () => {
    // This pins the stream: recall of stored rounds breaks if it ever changes.
    const rng = new SeededRng(SEED, 'round-7');
    for (let block = 0; block < 3; block++) {
      const digest = createHmac('sha256', Buffer.from(SEED, 'hex')).update(`round-7:${block}`).digest();
      for (let i = 0; i < 32; i += 4) expect(rng.int(2 ** 32)).toBe(digest.readUInt32BE(i));
    }
  });

  it('replays the same draws for the same seed and round, others for another round or seed', () => {
    const draws = (seed: string, round: string) => {
      const rng = new SeededRng(seed, round);
      return Array.from({ length: 50 }, () => rng.int(1000));
    };
    expect(draws(SEED, 'a')).toEqual(draws(SEED, 'a'));
    expect(draws(SEED, 'a')).not.toEqual(draws(SEED, 'b'));
    expect(draws(SEED, 'a')).not.toEqual(draws(newSeed(), 'a'));
  });

  it('is uniform', () => {
    expect(chiSquare(new SeededRng(newSeed(), 'chi'), 10, 200_000)).toBeLessThan(CHI2_9_LIMIT);
  });

  it('refuses a malformed seed or an empty round id', () => {
    expect(() => new SeededRng('abc', 'r')).toThrow(RangeError);
    expect(() => new SeededRng(SEED.toUpperCase(), 'r')).toThrow(RangeError);
    expect(() => new SeededRng(SEED, '')).toThrow(RangeError);
  });

  it('gets 32 fresh bytes of hex from newSeed', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
  });
});
