import { createHash } from 'node:crypto';
import type { HumanChallenge, HumanProof } from '@shared/api/account';
import { leadingZeroBits } from '@shared/human-proof';
import { AppError } from '../../lib/app-error';
import { hmacHex, randomToken, safeEqual } from '../../lib/secrets';
import type { AccountsContext } from '../session/context';
import { deleteExpiredProofs, markProofUsed } from './repository';

/** A challenge must be solved and used within this time. */
const CHALLENGE_TTL_MS = 5 * 60_000;

function signatureOf(ctx: AccountsContext, c: Omit<HumanChallenge, 'signature' | 'algorithm'>): string {
  return hmacHex(ctx.keys.secret(), `human:${c.id}:${c.salt}:${c.difficulty}:${c.expiresAt}`);
}

/** A signed proof-of-work challenge; nothing is stored until a proof comes back. */
export function issueChallenge(ctx: AccountsContext): HumanChallenge {
  const base = {
    id: randomToken(16),
    salt: randomToken(12),
    difficulty: ctx.config.humanDifficulty,
    expiresAt: new Date(ctx.now() + CHALLENGE_TTL_MS).toISOString(),
  };
  return { ...base, algorithm: 'SHA-256', signature: signatureOf(ctx, base) };
}

function fail(): never {
  throw new AppError('human_verification_failed', 'Human verification failed, please try again');
}

/**
 * Accepts a proof once: our signature, not expired, enough leading zero bits, never used before.
 * Required before SMS sending, non-SMS login and registration.
 */
export async function verifyHumanProof(ctx: AccountsContext, proof: HumanProof | undefined): Promise<void> {
  if (!proof) fail();
  const { nonce, signature, ...base } = proof;
  if (!safeEqual(signature, signatureOf(ctx, base))) fail();
  const expiresAt = Date.parse(base.expiresAt);
  const now = ctx.now();
  if (!Number.isFinite(expiresAt) || expiresAt <= now) fail();
  const digest = createHash('sha256').update(`${base.salt}${nonce}`).digest();
  if (leadingZeroBits(digest) < base.difficulty) fail();
  await deleteExpiredProofs(ctx.db, new Date(now));
  if (!(await markProofUsed(ctx.db, base.id, new Date(expiresAt)))) fail();
}
