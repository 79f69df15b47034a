import { randomBytes } from 'node:crypto';
import type { LoginResult, PublicState } from '@shared/api/account';
import { TRIAL_TYPE, type Language } from '@shared/constants';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { randomToken } from '../../lib/secrets';
import type { Merchant } from '../merchant/directory';
import { rewardCounts } from '../promotions/rewards-service';
import { vipState } from '../promotions/vip-service';
import { completeLogin } from '../session/complete-login';
import type { AccountsContext, ClientInfo } from '../session/context';
import { listAttempts } from '../session/login-repository';
import type { AuthSession } from '../session/session-service';
import { getBalance } from '../wallet-balance/service';
import { countTrialsFromAddress, findMemberById, insertMember, insertProfile } from './repository';

const TRIALS_PER_ADDRESS_PER_HOUR = 5;

/** POST /wps/session/login/freeplay: a trial account (type 4) with a random name, signed in. */
export async function createTrial(ctx: AccountsContext, merchant: Merchant, client: ClientInfo): Promise<LoginResult> {
  if (!merchant.config.features.freePlay) throw new AppError('function_not_enabled', 'Function not enabled');
  const since = new Date(ctx.now() - 3_600_000);
  if ((await countTrialsFromAddress(ctx.db, merchant.id, client.ip, since)) >= TRIALS_PER_ADDRESS_PER_HOUR) {
    throw new AppError('too_many_requests', 'Too many trial accounts, try again later');
  }
  const suffix = randomBytes(5).toString('hex');
  const account = `guest${suffix}`;
  // Nobody knows this password: a trial account lives only as long as its session.
  const passwordHash = await hashPassword(randomToken(24), ctx.config.passwordCost);
  return ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const id = await insertMember(tx, {
      merchantId: merchant.id,
      account,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      type: TRIAL_TYPE,
      passwordHash,
      passwordChangedAt: now,
      createdAt: now,
    });
    await insertProfile(tx, { memberId: id, registerIp: client.ip, registerMethod: 'WEB' });
    const member = await findMemberById(tx, merchant.id, id);
    if (!member) throw new Error('trial member vanished');
    return completeLogin(ctx, tx, merchant, member, client, { account, weak: false, expired: false });
  });
}

/**
 * The header's state: the VIP level (evaluated now, paying a first-reached level's upgrade bonus),
 * availablePromoCount (everything the reward centre lists) and availableMissionCount (the missions
 * among it); messages have no data yet (a later
 * issue), so nothing is unread. A trial account takes part in no promotion and has no level.
 */
export async function publicState(ctx: AccountsContext, merchant: Merchant, session: AuthSession, language: Language = merchant.config.defaultLanguage): Promise<PublicState> {
  const { member } = session.row;
  const trial = member.type === TRIAL_TYPE;
  const [balance, promotions, vip] = await Promise.all([
    getBalance(ctx.db, merchant, member.id),
    trial ? { rewards: 0, missions: 0 } : rewardCounts(ctx.db, merchant, member),
    trial ? { hasVip: false, vipLabelName: '', vipRankLevel: 0 } : vipState(ctx.db, merchant, member.id, language),
  ]);
  return {
    balance: balance.balance,
    currencySymbol: balance.currencySymbol,
    ...vip,
    availablePromoCount: promotions.rewards,
    availableMissionCount: promotions.missions,
    unreadMessage: 0,
    availablePromo: { REFERRAL: { enabled: false } },
  };
}

/** securityCenter: the latest 50 sign-in attempts on this account. */
export async function loginHistory(ctx: AccountsContext, merchant: Merchant, session: AuthSession) {
  const rows = await listAttempts(ctx.db, merchant.id, session.row.member.id, 50);
  return { list: rows.map((row) => ({ at: row.at.toISOString(), ip: row.ip, device: row.device, result: row.result })) };
}
