import type { MemberInfo } from '@shared/api/account';
import { isAgentType, TRIAL_TYPE } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { AccountsContext, ClientInfo } from './context';
import { findSession, insertSession, revokeSession, touchSession, type SessionRow } from './repository';

/** last_seen is written at most this often, so authenticated reads stay single-query. */
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthSession {
  id: number;
  /** Key of this session in the in-process cache. */
  cacheKey: string;
  restricted: boolean;
  row: SessionRow;
}

export interface NewSession {
  merchantId: number;
  memberId: number;
  client: ClientInfo;
  restricted: boolean;
  previousLogin: { at: Date; ip: string } | null;
}

/** Makes a session and answers its bearer token (≥128 bits of CSPRNG; only its SHA-256 is stored). */
export async function createSession(ctx: AccountsContext, db: Db, input: NewSession): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  await insertSession(db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    tokenHash: sha256Hex(token),
    ip: input.client.ip,
    userAgent: input.client.userAgent.slice(0, 512),
    restricted: input.restricted,
    previousLoginAt: input.previousLogin?.at ?? null,
    previousLoginIp: input.previousLogin?.ip ?? null,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + ctx.config.sessionMaxHours * 3_600_000),
  });
  return token;
}

function notLoggedIn(): never {
  throw new AppError('not_logged_in', 'Not logged in, please login');
}

/** The live session of a bearer token, or 401: unknown, revoked, idle too long or past its lifetime. */
export async function authenticate(ctx: AccountsContext, merchantId: number, token: string): Promise<AuthSession> {
  if (token.length < 16 || token.length > 128) notLoggedIn();
  const tokenHash = sha256Hex(token);
  // The cache is keyed per merchant too: a token is only ever valid for the merchant it was issued by.
  const cacheKey = `${merchantId}:${tokenHash}`;
  const now = ctx.now();
  let row = ctx.sessions.get(cacheKey, now);
  if (!row) {
    row = await findSession(ctx.db, merchantId, tokenHash);
    if (!row) notLoggedIn();
    ctx.sessions.set(cacheKey, row, now);
  }
  const idleLimit = row.lastSeenAt.getTime() + ctx.config.sessionIdleMinutes * 60_000;
  if (now > idleLimit || now > row.expiresAt.getTime() || row.member.status !== 'ACTIVE') {
    ctx.sessions.delete(cacheKey);
    await revokeSession(ctx.db, row.id, new Date(now));
    notLoggedIn();
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = new Date(now);
    await touchSession(ctx.db, row.id, row.lastSeenAt);
  }
  return { id: row.id, cacheKey, restricted: row.restricted, row };
}

export async function logout(ctx: AccountsContext, session: AuthSession): Promise<void> {
  ctx.sessions.delete(session.cacheKey);
  await revokeSession(ctx.db, session.id, new Date(ctx.now()));
}

export interface MemberLike {
  id: number;
  account: string;
  nickname: string;
  type: number;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  affiliateCode: string | null;
  createdAt: Date;
}

export function toMemberInfo(
  member: MemberLike,
  profile: { hasPaymentPassword: boolean; birthday: string | null },
  previous: { at: Date; ip: string } | null,
): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    email: member.email,
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode,
    affiliateCode: member.affiliateCode,
    isAgent: isAgentType(member.type),
    isTrial: member.type === TRIAL_TYPE,
    hasPaymentPassword: profile.hasPaymentPassword,
    createdAt: member.createdAt.toISOString(),
    previousLogin: previous ? { at: previous.at.toISOString(), ip: previous.ip } : null,
    birthday: profile.birthday,
  };
}

export function sessionMemberInfo(session: AuthSession): MemberInfo {
  const { row } = session;
  const previous = row.previousLoginAt && row.previousLoginIp ? { at: row.previousLoginAt, ip: row.previousLoginIp } : null;
  return toMemberInfo(row.member, { hasPaymentPassword: row.paymentPasswordHash !== null, birthday: row.birthday }, previous);
}
