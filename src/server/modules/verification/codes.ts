import { AppError } from '../../lib/app-error';
import { hmacHex, randomDigits, randomToken, safeEqual } from '../../lib/secrets';
import type { AccountsContext } from '../session/context';
import { bumpAttempts, consumeCode, insertCode, latestCode } from './repository';

/** One-time codes: 6 digits (or a long token for e-mail links), HMAC at rest, single use, 5 tries. */
export type CodePurpose = 'sms_login' | 'sms_password' | 'sms_register' | 'address' | 'email_reset';

const MAX_ATTEMPTS = 5;

function hashOf(ctx: AccountsContext, purpose: CodePurpose, recipient: string, code: string): string {
  return hmacHex(ctx.keys.secret(), `code:${purpose}:${recipient}:${code}`);
}

export interface IssueOptions {
  ttlMs?: number;
  /** 'token': a 256-bit URL-safe token instead of 6 digits (e-mail links). */
  form?: 'digits' | 'token';
}

export async function issueCode(
  ctx: AccountsContext,
  merchantId: number,
  purpose: CodePurpose,
  recipient: string,
  options: IssueOptions = {},
): Promise<string> {
  const code = options.form === 'token' ? randomToken(32) : randomDigits(6);
  const now = ctx.now();
  await insertCode(ctx.db, {
    merchantId,
    purpose,
    recipient,
    codeHash: hashOf(ctx, purpose, recipient, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + (options.ttlMs ?? ctx.config.codeTtlMinutes * 60_000)),
  });
  return code;
}

/** Accepts the newest code once; wrong, used or exhausted → verification_code_invalid; old → _expired. */
export async function verifyCode(
  ctx: AccountsContext,
  merchantId: number,
  purpose: CodePurpose,
  recipient: string,
  code: string,
): Promise<void> {
  const invalid = () => new AppError('verification_code_invalid', 'Verification code invalid', { verificationCode: 'invalid' });
  const row = await latestCode(ctx.db, merchantId, purpose, recipient);
  if (!row || row.usedAt !== null || row.attempts >= MAX_ATTEMPTS) throw invalid();
  const now = ctx.now();
  if (row.expiresAt.getTime() <= now) {
    throw new AppError('verification_code_expired', 'Code expired, send again', { verificationCode: 'expired' });
  }
  if (!safeEqual(row.codeHash, hashOf(ctx, purpose, recipient, code))) {
    await bumpAttempts(ctx.db, row.id);
    throw invalid();
  }
  if (!(await consumeCode(ctx.db, row.id, new Date(now)))) throw invalid();
}
