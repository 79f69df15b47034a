import { fromHex, hmacSha256 } from '../sha256';

/**
 * The random stream every lottery draw reads (the full algorithm is in draw.ts's header).
 *
 * Block b (0, 1, 2, …) of draw `drawId` is HMAC-SHA256(key = the seed's 32 bytes, message = the UTF-8
 * of "<drawId>:<b>"): eight big-endian 32-bit words, read in order. The demo vendor's SeededRng
 * streams its rounds the same way, so one description serves both.
 */
export const SEED_BYTES = 32;
const TWO_32 = 0x1_0000_0000;
const encoder = new TextEncoder();

/** The seed's bytes; throws unless it is 32 bytes of hex. */
export function seedBytesOf(seedHex: string): Uint8Array {
  const bytes = fromHex(seedHex);
  if (!bytes || bytes.length !== SEED_BYTES) throw new Error('a lottery seed is 32 bytes of hex');
  return bytes;
}

/** Words of the stream, one 32-bit unsigned integer per call. */
export type WordSource = () => number;

/** The stream of one draw, given the block function (the shared sync HMAC here, node's in tests). */
export function blockWords(block: (message: Uint8Array) => Uint8Array, drawId: string): WordSource {
  let index = 0;
  let words: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  let at = 0;
  return () => {
    if (at >= words.byteLength) {
      const mac = block(encoder.encode(`${drawId}:${index++}`));
      words = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
      at = 0;
    }
    const word = words.getUint32(at);
    at += 4;
    return word;
  };
}

export function hmacWords(seedHex: string, drawId: string): WordSource {
  const key = seedBytesOf(seedHex);
  return blockWords((message) => hmacSha256(key, message), drawId);
}

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2^32: words at or above the largest multiple of n below
 * 2^32 are discarded and the next word is read, so `word mod n` favours no value.
 */
export function uniform(next: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`uniform needs an integer in [1, 2^32], got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/** A k-digit number as its zero-padded digits: uniform(10^k). */
export const digitsOf = (next: WordSource, k: number): string => String(uniform(next, 10 ** k)).padStart(k, '0');
