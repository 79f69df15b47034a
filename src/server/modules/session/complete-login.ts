import type { LoginResult } from '@shared/api/account';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import type { Merchant } from '../merchant/directory';
import type { MemberRow } from '../member/repository';
import type { AccountsContext, ClientInfo } from './context';
import { addKnownAddress, findLatestSuccess } from './login-repository';
import { createSession, toMemberInfo } from './session-service';
import { recordAttempt } from './throttle';

/** Spec section 4: this password forces a change before the account can be used. */
export const WEAK_PASSWORD = '123456';

export interface LoginFlags {
  /** The name the attempt is recorded under (throttling key). */
  account: string;
  weak: boolean;
  expired: boolean;
}

export function passwordExpired(ctx: AccountsContext, merchant: Merchant, member: MemberRow): boolean {
  // Support asked for a new password (the console): whatever the merchant's expiry rule.
  if (member.mustChangePassword) return true;
  if (!merchant.config.features.passwordExpiry) return false;
  return ctx.now() - member.passwordChangedAt.getTime() > ctx.config.passwordMaxAgeDays * 86_400_000;
}

/**
 * The common end of every sign-in (password, sms, firebase, registration, recovery, trial): records
 * the address and the attempt, opens the session and answers the login result. A weak or expired
 * password gives a restricted session that can only change the password.
 */
export async function completeLogin(
  ctx: AccountsContext,
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  client: ClientInfo,
  flags: LoginFlags,
): Promise<LoginResult> {
  const previous = (await findLatestSuccess(db, member.id)) ?? null;
  await addKnownAddress(db, member.id, client.ip, new Date(ctx.now()));
  await recordAttempt(ctx, { merchantId: merchant.id, account: flags.account, memberId: member.id, client, result: 'SUCCESS' }, db);
  const restricted = flags.weak || flags.expired;
  const token = await createSession(ctx, db, { merchantId: merchant.id, memberId: member.id, client, restricted, previousLogin: previous });
  return {
    token,
    firstTimeLogin: previous === null,
    passwordExpired: flags.expired,
    weakPassword: flags.weak,
    user: toMemberInfo(member, { hasPaymentPassword: member.paymentPasswordHash !== null, birthday: member.birthday }, previous),
  };
}

const dummyHashes = new Map<string, Promise<string>>();

/** A hash to verify against when the account does not exist, so both cases take as long. */
export function dummyHash(ctx: AccountsContext): Promise<string> {
  const cost = ctx.config.passwordCost;
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('no-such-account-password', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
