import type { LoginPayload, LoginResult } from '@shared/api/account';
import { isAgentType } from '@shared/constants';
import { AppError } from '../../lib/app-error';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { verifyHumanProof } from '../human/service';
import type { Merchant } from '../merchant/directory';
import { findMemberByAccount, findMemberByEmail, findMemberByMobile, updatePassword, type MemberRow } from '../member/repository';
import { verifyCode } from '../verification/codes';
import { checkPhone, phoneKey } from '../verification/service';
import { checkNewAddress, verifyFirst } from './address-check';
import { completeLogin, dummyHash, passwordExpired, WEAK_PASSWORD } from './complete-login';
import type { AccountsContext, ClientInfo } from './context';
import { splitE164 } from './firebase';
import { guardAttempt, recordAttempt, wrongCredentials } from './throttle';

interface AdmitOptions {
  account: string;
  agent: boolean;
  addressCode: string | undefined;
  /** The typed password of a username login (weak/expired checks apply only then). */
  password?: string;
}

/** Rules after the credentials are proven: account state, agent area, new address. */
async function admit(ctx: AccountsContext, merchant: Merchant, member: MemberRow, client: ClientInfo, options: AdmitOptions) {
  const record = (result: 'BLOCKED' | 'VERIFY') =>
    recordAttempt(ctx, { merchantId: merchant.id, account: options.account, memberId: member.id, client, result });
  if (member.status !== 'ACTIVE') {
    await record('BLOCKED');
    throw new AppError('non_member_login', 'This account cannot log in');
  }
  if (options.agent && !isAgentType(member.type)) {
    await record('BLOCKED');
    throw new AppError('non_agent_login', 'Non-agents cannot log in here');
  }
  if (options.password !== undefined && !(await checkNewAddress(ctx, merchant, member, client, options.addressCode))) {
    await record('VERIFY');
    throw verifyFirst(merchant, member);
  }
  const flags = {
    account: options.account,
    weak: options.password === WEAK_PASSWORD,
    expired: options.password !== undefined && passwordExpired(ctx, merchant, member),
  };
  return ctx.db.transaction((tx) => completeLogin(ctx, tx, merchant, member, client, flags));
}

async function passwordLogin(ctx: AccountsContext, merchant: Merchant, payload: LoginPayload, client: ClientInfo) {
  await verifyHumanProof(ctx, payload.human);
  const account = payload.username.toLowerCase();
  const failures = await guardAttempt(ctx, merchant.id, account, client.ip, { id: payload.captchaId, answer: payload.captcha });
  const member = await findMemberByAccount(ctx.db, merchant.id, account);
  // Verify against a dummy hash for unknown names: same work, same answer, nothing to learn.
  const ok = await verifyPassword(payload.password, member?.passwordHash ?? (await dummyHash(ctx)));
  if (!member || !ok) {
    await recordAttempt(ctx, { merchantId: merchant.id, account, memberId: member?.id ?? null, client, result: 'FAILED' });
    throw wrongCredentials(failures);
  }
  if (needsRehash(member.passwordHash, ctx.config.passwordCost)) {
    // Raise old hashes to the current cost while the plain password is at hand; the age stays.
    await updatePassword(ctx.db, merchant.id, member.id, await hashPassword(payload.password, ctx.config.passwordCost), member.passwordChangedAt);
  }
  const options = { account, agent: payload.agent === true, addressCode: payload.addressCode, password: payload.password };
  return admit(ctx, merchant, member, client, options);
}

async function smsLogin(ctx: AccountsContext, merchant: Merchant, payload: LoginPayload, client: ClientInfo) {
  if (!merchant.config.features.mobileCodeLogin) throw new AppError('function_not_enabled', 'Function not enabled');
  const dialingCode = payload.countryDialingCode ?? merchant.config.register.countryDialingCode;
  checkPhone(merchant, dialingCode, payload.username);
  const account = phoneKey(dialingCode, payload.username);
  const failures = await guardAttempt(ctx, merchant.id, account, client.ip, { id: payload.captchaId, answer: payload.captcha });
  const member = await findMemberByMobile(ctx.db, merchant.id, dialingCode, payload.username);
  try {
    await verifyCode(ctx, merchant.id, 'sms_login', account, payload.password.trim());
  } catch (error) {
    await recordAttempt(ctx, { merchantId: merchant.id, account, memberId: member?.id ?? null, client, result: 'FAILED' });
    throw error;
  }
  if (!member) throw wrongCredentials(failures);
  return admit(ctx, merchant, member, client, { account, agent: payload.agent === true, addressCode: undefined });
}

async function firebaseLogin(ctx: AccountsContext, merchant: Merchant, payload: LoginPayload, client: ClientInfo) {
  if (!merchant.config.features.firebaseLogin) throw new AppError('function_not_enabled', 'Function not enabled');
  if (!ctx.firebase) throw new AppError('service_unavailable', 'Firebase sign-in is not configured');
  const identity = await ctx.firebase.verifyIdToken(payload.firebaseIdToken ?? payload.password).catch(() => {
    throw new AppError('wrong_account_or_password', 'Firebase sign-in failed');
  });
  const phone = identity.phoneNumber ? splitE164(identity.phoneNumber, Object.keys(merchant.config.register.mobileDigits)) : undefined;
  const member =
    (phone && (await findMemberByMobile(ctx.db, merchant.id, phone.dialingCode, phone.mobileNum))) ||
    (identity.email ? await findMemberByEmail(ctx.db, merchant.id, identity.email) : undefined);
  if (!member) throw new AppError('wrong_account_or_password', 'No account for this Firebase identity');
  return admit(ctx, merchant, member, client, { account: member.account, agent: payload.agent === true, addressCode: undefined });
}

/** POST /wps/session/login: username + password, sms code, or Firebase ID token. */
export async function login(ctx: AccountsContext, merchant: Merchant, payload: LoginPayload, client: ClientInfo): Promise<LoginResult> {
  if (payload.type === 'sms') return smsLogin(ctx, merchant, payload, client);
  if (payload.type === 'firebase') return firebaseLogin(ctx, merchant, payload, client);
  return passwordLogin(ctx, merchant, payload, client);
}
