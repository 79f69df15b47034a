import type { z } from 'zod';
import type {
  changePasswordPayloadSchema,
  emailRecoveryBodySchema,
  LoginResult,
  passwordResetPayloadSchema,
  phoneRecoveryPayloadSchema,
} from '@shared/api/account';
import { PATTERNS } from '@shared/patterns';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Merchant } from '../merchant/directory';
import { completeLogin, WEAK_PASSWORD } from '../session/complete-login';
import type { AccountsContext, ClientInfo } from '../session/context';
import { revokeAllSessions, revokeOtherSessions, unrestrictSession } from '../session/repository';
import type { AuthSession } from '../session/session-service';
import { issueCode, verifyCode } from '../verification/codes';
import { checkPhone, phoneKey } from '../verification/service';
import { newPasswordProblem, throwIfProblems, type FieldProblem } from './register-validation';
import { findMemberByAccount, findMemberById, findMemberByMobile, updatePassword, type MemberRow } from './repository';

const RESET_TTL_MS = 30 * 60_000;

/** The new password against the register rule, not the weak default, and confirmed. */
function checkNewPassword(merchant: Merchant, newPassword: string, confirm: string, field = 'newPassword'): void {
  const problems: Record<string, FieldProblem> = {};
  const problem = newPasswordProblem(merchant.config.register, newPassword);
  if (problem) problems[field] = problem;
  else if (newPassword === WEAK_PASSWORD) problems[field] = { problem: 'pattern', pattern: 'weak' };
  throwIfProblems(problems);
  if (confirm !== newPassword) {
    throw new AppError('confirm_password_incorrect', 'Confirmation password incorrect', { confirmNewPassword: 'mismatch' });
  }
}

/** POST /wps/member/password: old password, new one by the rule; ends the other sessions. */
export async function changePassword(
  ctx: AccountsContext,
  merchant: Merchant,
  session: AuthSession,
  payload: z.infer<typeof changePasswordPayloadSchema>,
): Promise<void> {
  const member = await findMemberById(ctx.db, merchant.id, session.row.member.id);
  if (!member || !(await verifyPassword(payload.oldPassword, member.passwordHash))) {
    throw new AppError('validation_failed', 'Old password incorrect', { oldPassword: 'incorrect' });
  }
  checkNewPassword(merchant, payload.newPassword, payload.confirmNewPassword);
  const hash = await hashPassword(payload.newPassword, ctx.config.passwordCost);
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    await updatePassword(tx, merchant.id, member.id, hash, now);
    await unrestrictSession(tx, session.id);
    await revokeOtherSessions(tx, member.id, session.id, now);
  });
  ctx.sessions.dropMember(member.id);
}

/** Sets a recovered password, ends every old session and signs in. */
async function resetAndLogin(ctx: AccountsContext, merchant: Merchant, member: MemberRow, newPassword: string, client: ClientInfo) {
  const hash = await hashPassword(newPassword, ctx.config.passwordCost);
  const result = await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    await updatePassword(tx, merchant.id, member.id, hash, now);
    await revokeAllSessions(tx, member.id, now);
    const fresh = { ...member, passwordHash: hash, passwordChangedAt: now };
    return completeLogin(ctx, tx, merchant, fresh, client, { account: member.account, weak: false, expired: false });
  });
  ctx.sessions.dropMember(member.id);
  return result;
}

/** POST /wps/member/password/verification: mobile + SMS code + new password → signed in. */
export async function recoverByPhone(
  ctx: AccountsContext,
  merchant: Merchant,
  payload: z.infer<typeof phoneRecoveryPayloadSchema>,
  client: ClientInfo,
): Promise<LoginResult> {
  if (merchant.config.settings.CHNGPASSVERIF3 !== true) throw new AppError('function_not_enabled', 'Function not enabled');
  const dialingCode = payload.countryDialingCode || merchant.config.register.countryDialingCode;
  checkPhone(merchant, dialingCode, payload.mobileNum);
  checkNewPassword(merchant, payload.newPassword, payload.newPassword);
  await verifyCode(ctx, merchant.id, 'sms_password', phoneKey(dialingCode, payload.mobileNum), payload.verificationCode);
  const member = await findMemberByMobile(ctx.db, merchant.id, dialingCode, payload.mobileNum);
  if (!member) throw new AppError('verification_code_invalid', 'Verification code invalid');
  return resetAndLogin(ctx, merchant, member, payload.newPassword, client);
}

/**
 * POST /wps/member/password/email: mails a one-time reset link. Throttled per address and per
 * name first; only then does it answer username_or_email_not_exist (the spec's message), so
 * probing names costs a throttled request each.
 */
export async function sendResetEmail(
  ctx: AccountsContext,
  merchant: Merchant,
  body: z.infer<typeof emailRecoveryBodySchema>,
  client: ClientInfo,
): Promise<void> {
  await ctx.rateLimit.hit(`reset-mail:${merchant.id}:ip:${client.ip}`, 5, 5 * 60_000, 'Too many requests, try again after 5 minutes');
  if (!PATTERNS.email.test(body.email)) throw new AppError('email_format_incorrect', 'E-mail format incorrect', { email: 'pattern' });
  const member = await findMemberByAccount(ctx.db, merchant.id, body.username.toLowerCase());
  if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase()) {
    throw new AppError('username_or_email_not_exist', 'Username or e-mail does not exist');
  }
  // One mail a minute per account, so nobody can flood a member's mailbox.
  await ctx.rateLimit.hit(`reset-mail:${merchant.id}:member:${member.id}`, 1, 60_000, 'Too many requests, try again later');
  const secret = await issueCode(ctx, merchant.id, 'email_reset', `member:${member.id}`, { form: 'token', ttlMs: RESET_TTL_MS });
  const token = `${member.id}.${secret}`;
  // The link uses the configured main domain, never the request's Host header (host-header injection).
  const link = `https://${merchant.config.mainDomain}/?resetToken=${encodeURIComponent(token)}`;
  const text = `[${merchant.config.name}] To set a new password for ${member.account}, open ${link} within 30 minutes. Reset code: ${token}`;
  await ctx.messenger.send({ merchantId: merchant.id, channel: 'email', recipient: member.email, subject: 'Reset your password', text });
}

/** POST /wps/member/password/reset: the e-mailed token + new password → signed in. */
export async function resetByEmailToken(
  ctx: AccountsContext,
  merchant: Merchant,
  payload: z.infer<typeof passwordResetPayloadSchema>,
  client: ClientInfo,
): Promise<LoginResult> {
  checkNewPassword(merchant, payload.newPassword, payload.confirmNewPassword);
  const [id, secret] = payload.token.split('.');
  const memberId = Number(id);
  if (!Number.isSafeInteger(memberId) || !secret) throw new AppError('verification_code_invalid', 'Verification code invalid');
  await verifyCode(ctx, merchant.id, 'email_reset', `member:${memberId}`, secret);
  const member = await findMemberById(ctx.db, merchant.id, memberId);
  if (!member) throw new AppError('verification_code_invalid', 'Verification code invalid');
  return resetAndLogin(ctx, merchant, member, payload.newPassword, client);
}
