import type { HumanChallenge, HumanProof } from './api/account';

/**
 * Proof-of-work human verification: find the smallest nonce such that SHA-256(salt + nonce) starts
 * with `difficulty` zero bits. Cheap for one person, costly for a bot sending thousands of requests.
 * The server issues signed challenges and accepts each one once.
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export async function proofDigest(salt: string, nonce: number): Promise<Uint8Array> {
  const data = new TextEncoder().encode(`${salt}${nonce}`);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

/** Solves a challenge; gives up after `maxNonce` tries (the server's difficulty keeps it well below). */
export async function solveChallenge(challenge: HumanChallenge, maxNonce = 50_000_000): Promise<HumanProof> {
  for (let nonce = 0; nonce <= maxNonce; nonce += 1) {
    if (leadingZeroBits(await proofDigest(challenge.salt, nonce)) >= challenge.difficulty) {
      const { id, salt, difficulty, expiresAt, signature } = challenge;
      return { id, salt, difficulty, expiresAt, signature, nonce };
    }
  }
  throw new Error('challenge_unsolved');
}
