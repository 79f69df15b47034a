import type { Language } from '@shared/constants';
import type { RewardItem, RewardList } from '@shared/api/missions';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import type { PromotionMember } from './claim-service';
import { missionProgress } from './mission-service';
import { promotionList } from './view-service';

/**
 * The reward centre (`rewardCenter`): everything the member may claim now, one item per claim: each
 * promotion in `claim` (rebate, sign-in, an envelope rain, a raffle prize) and each completed
 * mission. Its length is the member's availablePromoCount, so the badges and the list agree.
 */
export async function rewardList(db: Db, merchant: Merchant, member: PromotionMember, language: Language, now = new Date()): Promise<RewardList> {
  const [promotions, missions] = await Promise.all([promotionList(db, merchant, member, language, now, ['mission']), missionProgress(db, merchant, member.id, language, now)]);
  // Missions are listed one by one below, so the list leaves their promotions out (read once, not twice).
  const list: RewardItem[] = promotions.list
    .filter((p) => p.status === 'claim')
    .map((p) => ({ key: `${p.kind}:${p.id}`, kind: p.kind, promotionId: p.id, title: p.title, amount: p.claimable, missionCode: null }));
  const ready = missions.filter((m) => m.status === 'claim');
  for (const m of ready) list.push({ key: `mission:${m.promotionId}:${m.code}`, kind: 'mission', promotionId: m.promotionId, title: m.title, amount: m.reward, missionCode: m.code });
  return { currency: merchant.config.currency.code, list, missions: ready.length };
}

/** The header's counts: everything claimable (availablePromoCount) and the missions among it. */
export async function rewardCounts(db: Db, merchant: Merchant, member: PromotionMember, now = new Date()): Promise<{ rewards: number; missions: number }> {
  const rewards = await rewardList(db, merchant, member, 'EN', now);
  return { rewards: rewards.list.length, missions: rewards.missions };
}
