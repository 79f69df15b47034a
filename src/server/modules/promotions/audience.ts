import { eq } from 'drizzle-orm';
import type { Audience } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { currentVipLevel } from './vip-service';

const DAY = 86_400_000;

/** Whether the member is in the promotion's audience (empty: everyone): a VIP level from, new enough. */
export async function inAudience(tx: Tx | Db, merchant: Merchant, audience: Audience, memberId: number, now: Date): Promise<boolean> {
  if (audience.newMembersDays !== undefined) {
    const [member] = await tx.select({ since: members.createdAt }).from(members).where(eq(members.id, memberId));
    if (!member || now.getTime() - member.since.getTime() > audience.newMembersDays * DAY) return false;
  }
  if (audience.minVipLevel !== undefined && (await currentVipLevel(tx as Db, merchant, memberId, now)) < audience.minVipLevel) return false;
  return true;
}

/**
 * Who may take part in a promotion: a real, active account (routes refuse trial accounts) in the
 * promotion's audience; the error a member should see otherwise.
 */
export async function assertEligible(tx: Tx | Db, merchant: Merchant, row: { audience: Audience }, member: { id: number; status: string }, now: Date): Promise<void> {
  if (member.status !== 'ACTIVE') throw new AppError('promotion_not_eligible', 'This account may not take part in promotions');
  if (!(await inAudience(tx, merchant, row.audience, member.id, now))) throw new AppError('promotion_not_in_audience', 'This promotion is not open to your account');
}
