import type { LoginResult, RegisterPayload } from '@shared/api/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/sql-state';
import { ValueError } from '../../lib/value-error';
import { checkCaptcha } from '../captcha/service';
import { verifyHumanProof } from '../human/service';
import type { Merchant } from '../merchant/directory';
import { completeLogin, WEAK_PASSWORD } from '../session/complete-login';
import type { AccountsContext, ClientInfo } from '../session/context';
import { verifyCode } from '../verification/codes';
import { checkPhone, phoneKey, registrationSmsEnabled } from '../verification/service';
import { registrationProblems, throwIfProblems, type RegisterMode } from './register-validation';
import { findAgentByAffiliateCode, findMemberByAccount, findMemberById, findMemberByMobile, insertMember, insertProfile } from './repository';

/** 409 account_exists naming the field, as registration answers it. */
export function taken(field: string): ValueError {
  return new ValueError('account_exists', 'Already registered', { fields: { [field]: { problem: 'taken' } } }, { [field]: 'taken' });
}

/** Checks that need the database or other stores, in the order the form shows them. */
async function checkExternal(ctx: AccountsContext, merchant: Merchant, payload: RegisterPayload, mode: RegisterMode) {
  const dialingCode = payload.countryDialingCode || merchant.config.register.countryDialingCode;
  if (payload.mobileNum) checkPhone(merchant, dialingCode, payload.mobileNum);
  const captchaField = merchant.config.register.fields.find((f) => f.name === 'captcha');
  if (captchaField?.enabled && (captchaField.required || payload.captcha)) {
    if (!(await checkCaptcha(ctx, merchant.id, payload.captchaId, payload.captcha))) {
      throw new ValueError('captcha_invalid', 'Captcha invalid', { captcha: true }, { captcha: 'invalid' });
    }
  }
  let uplineId: number | null = null;
  if (payload.affiliateCode) {
    const agent = await findAgentByAffiliateCode(ctx.db, merchant.id, payload.affiliateCode);
    if (!agent) throw new AppError('invitation_code_error', 'Invitation code error', { affiliateCode: 'invalid' });
    uplineId = agent.id;
  }
  if (mode === 'mobile' && registrationSmsEnabled(merchant)) {
    await verifyCode(ctx, merchant.id, 'sms_register', phoneKey(dialingCode, payload.mobileNum ?? ''), payload.verificationCode ?? '');
  }
  return { dialingCode, uplineId };
}

function accountName(payload: RegisterPayload): string {
  // A mobile registration without a username gets one from the number (letter first, as logins expect).
  return payload.username ? payload.username.toLowerCase() : `m${payload.mobileNum ?? ''}`;
}

interface AccountData {
  account: string;
  dialingCode: string;
  uplineId: number | null;
  passwordHash: string;
  paymentPasswordHash: string | null;
  ip: string;
}

/** Member and profile rows; the caller's transaction makes them appear together or not at all. */
async function insertAccount(ctx: AccountsContext, tx: Db, merchant: Merchant, payload: RegisterPayload, data: AccountData): Promise<number> {
  const now = new Date(ctx.now());
  const id = await insertMember(tx, {
    merchantId: merchant.id,
    account: data.account,
    nickname: payload.payeeName ?? data.account,
    type: 0,
    passwordHash: data.passwordHash,
    email: payload.email || null,
    mobileNum: payload.mobileNum || null,
    countryDialingCode: payload.mobileNum ? data.dialingCode : null,
    uplineId: data.uplineId,
    passwordChangedAt: now,
    createdAt: now,
  });
  await ctx.faults.afterMemberInsert?.();
  const optional = (value: string | undefined) => value || null;
  await insertProfile(tx, {
    memberId: id,
    payeeName: optional(payload.payeeName),
    qqNum: optional(payload.qqNum),
    line: optional(payload.line),
    whatsapp: optional(payload.whatsapp),
    facebook: optional(payload.facebook),
    wechat: optional(payload.wechat),
    idNumber: optional(payload.idNumber),
    recommenderId: optional(payload.recommenderId),
    referralCode: optional(payload.referralCode),
    registerUrl: optional(payload.registerUrl),
    domain: optional(payload.domain),
    registerMethod: payload.registerMethod,
    registerIp: data.ip,
    paymentPasswordHash: data.paymentPasswordHash,
  });
  return id;
}

/**
 * PUT /wps/member/register and /register/mobile: validates against the merchant's config, then
 * creates member, profile and session in one transaction and answers a login result.
 */
export async function register(
  ctx: AccountsContext,
  merchant: Merchant,
  payload: RegisterPayload,
  mode: RegisterMode,
  client: ClientInfo,
): Promise<LoginResult> {
  const enabled = mode === 'username' ? merchant.config.features.usernameRegistration : merchant.config.features.mobileRegistration;
  if (!enabled) throw new AppError('function_not_enabled', 'Function not enabled');
  await verifyHumanProof(ctx, payload.human);
  if (payload.agreeTerms !== true || payload.ageConfirmed !== true) throw new AppError('agree_terms', 'Please agree to the terms');
  throwIfProblems(registrationProblems(merchant.config.register, payload, mode, registrationSmsEnabled(merchant)));
  const { dialingCode, uplineId } = await checkExternal(ctx, merchant, payload, mode);
  const account = accountName(payload);
  if (await findMemberByAccount(ctx.db, merchant.id, account)) throw taken(mode === 'username' ? 'username' : 'mobileNum');
  if (payload.mobileNum && (await findMemberByMobile(ctx.db, merchant.id, dialingCode, payload.mobileNum))) throw taken('mobileNum');
  const passwordHash = await hashPassword(payload.password, ctx.config.passwordCost);
  const paymentPasswordHash = payload.paymentPassword ? await hashPassword(payload.paymentPassword, ctx.config.passwordCost) : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertAccount(ctx, tx, merchant, payload, { account, dialingCode, uplineId, passwordHash, paymentPasswordHash, ip: client.ip });
      const member = await findMemberById(tx, merchant.id, id);
      if (!member) throw new Error('registered member vanished');
      return completeLogin(ctx, tx, merchant, member, client, { account, weak: payload.password === WEAK_PASSWORD, expired: false });
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser hears "taken".
    if (isUniqueViolation(error)) throw taken(mode === 'username' ? 'username' : 'mobileNum');
    throw error;
  }
}
