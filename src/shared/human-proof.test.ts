import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofDigest, solveChallenge } from './human-proof';

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce meeting the difficulty', async () => {
    const challenge = { id: 'c1', algorithm: 'SHA-256' as const, salt: 'abc', difficulty: 8, expiresAt: 'x', signature: 's' };
    const proof = await solveChallenge(challenge);
    expect(leadingZeroBits(await proofDigest('abc', proof.nonce))).toBeGreaterThanOrEqual(8);
  });
});
