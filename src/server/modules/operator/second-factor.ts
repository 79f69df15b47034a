import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/secrets';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp';
import { openSecret, sealSecret } from '../crypto-keys/secret-box';
import { recordAudit } from './audit';
import * as repo from './repository';
import { actorOf, failStep, fullSessionExpiry, type OperatorIdentity } from './service';

/**
 * The operator's second factor (mandatory): a TOTP authenticator, enrolled once with a QR code,
 * and ten one-time recovery codes for a lost phone. The secret is sealed at rest under
 * KEY_ENCRYPTION_SECRET; recovery codes are kept as SHA-256 only. Wrong codes count towards the
 * same lockout as wrong passwords.
 */

const RECOVERY_CODES = 10;
/** Recovery code alphabet: no 0/o, 1/l/i, so a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface SecondFactorContext {
  db: Db;
  now: number;
  /** KEY_ENCRYPTION_SECRET (undefined: stored marked plain, as the other server secrets). */
  sealKey: string | undefined;
}

function recoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

async function operatorRow(ctx: SecondFactorContext, who: OperatorIdentity): Promise<repo.OperatorRow> {
  const row = await repo.findOperatorById(ctx.db, who.merchantId, who.id);
  if (!row) throw new AppError('not_logged_in', 'Operator sign-in needed');
  return row;
}

/** A new secret for an operator still without a second factor (a repeat replaces the last one). */
export async function startEnrolment(ctx: SecondFactorContext, who: OperatorIdentity, issuer: string): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = newTotpSecret();
  await repo.updateOperator(ctx.db, who.id, { totpPendingSecret: sealSecret(secret, ctx.sealKey) });
  return { secret, otpauthUrl: otpauthUrl(issuer, who.username, secret) };
}

/** A code from the new secret turns the factor on, the session full, and hands out recovery codes once. */
export async function confirmEnrolment(ctx: SecondFactorContext, who: OperatorIdentity, code: string): Promise<string[]> {
  const row = await operatorRow(ctx, who);
  if (!row.totpPendingSecret) throw new AppError('conflict', 'Start the enrolment first');
  const secret = openSecret(row.totpPendingSecret, ctx.sealKey);
  const step = matchTotp(secret, code, ctx.now, null);
  if (step === undefined) return failStep(ctx.db, row, who.ip ?? '', ctx.now, 'totp_enrol', 'totp_code_invalid');
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.advanceSession(tx, who.sessionId, 'enrol', fullSessionExpiry(ctx.now), new Date(ctx.now)))) throw new AppError('not_logged_in', 'Operator sign-in needed');
    await repo.updateOperator(tx, row.id, { totpSecret: sealSecret(secret, ctx.sealKey), totpPendingSecret: null, totpLastStep: step, failedLogins: 0 });
    await repo.replaceRecoveryCodes(tx, row.merchantId, row.id, codes.map(sha256Hex));
    await recordAudit(tx, actorOf(who), { action: 'operator.totp_enrolled', targetType: 'operator', targetId: String(row.id), before: { enrolled: false }, after: { enrolled: true, recoveryCodes: RECOVERY_CODES } });
  });
  return codes;
}

/** The second step of a sign-in: the authenticator's code (each good once) or an unused recovery code. */
export async function verifySecondFactor(ctx: SecondFactorContext, who: OperatorIdentity, proof: { code: string } | { recoveryCode: string }): Promise<number> {
  const row = await operatorRow(ctx, who);
  if (!row.totpSecret) throw new AppError('conflict', 'No second factor enrolled');
  const secret = row.totpSecret;
  const method = 'code' in proof ? 'totp' : 'recovery_code';
  const left = await ctx.db.transaction(async (tx) => {
    let remaining: number | undefined;
    if ('code' in proof) {
      const step = matchTotp(openSecret(secret, ctx.sealKey), proof.code, ctx.now, row.totpLastStep);
      if (step === undefined || !(await repo.claimTotpStep(tx, row.id, step))) return undefined;
      remaining = -1;
    } else {
      remaining = await repo.useRecoveryCode(tx, row.id, sha256Hex(proof.recoveryCode), new Date(ctx.now));
      if (remaining === undefined) return undefined;
      await repo.updateOperator(tx, row.id, { failedLogins: 0 });
    }
    if (!(await repo.advanceSession(tx, who.sessionId, 'verify', fullSessionExpiry(ctx.now), new Date(ctx.now)))) throw new AppError('not_logged_in', 'Operator sign-in needed');
    await recordAudit(tx, actorOf(who), { action: 'operator.second_factor', targetType: 'operator', targetId: String(row.id), before: null, after: { method } });
    return remaining;
  });
  if (left === undefined) return failStep(ctx.db, row, who.ip ?? '', ctx.now, method, 'totp_code_invalid');
  return left >= 0 ? left : repo.unusedRecoveryCodes(ctx.db, row.id);
}
