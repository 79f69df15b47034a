import { lazy, type ComponentType } from 'react';
import type { MemberPage } from '@shared/routes';
import { SecurityCenter } from '@/features/member/components/security-center';
import { addMessages } from '@/lib/i18n/i18n';
import { PROMOTIONS_LOADERS } from '../i18n-bundle';

/**
 * The personal-centre pages that exist so far; any other page shows the "being prepared" notice
 * until its issue lands. Money pages load on demand so they stay out of the home route's bundle.
 */
export const MEMBER_PAGE_COMPONENTS: Partial<Record<MemberPage, ComponentType>> = {
  securityCenter: SecurityCenter,
  // cashier pages (depositv2, withdraw)
  depositv2: lazy(() => import('@/features/cashier/components/deposit-page')),
  withdraw: lazy(() => import('@/features/cashier/components/withdraw-page')),
  // wallet and records pages (transferFund, transferUpline, personalHistoryCopy, transactionHistory, personalProfit, bonusDetails)
  transferFund: lazy(() => import('@/features/wallet/components/transfer-fund-page')),
  transferUpline: lazy(() => import('@/features/wallet/components/transfer-upline-page')),
  personalHistoryCopy: lazy(() => import('@/features/records/components/betting-record-page')),
  transactionHistory: lazy(() => import('@/features/records/components/transaction-history-page')),
  personalProfit: lazy(() => import('@/features/records/components/personal-profit-page')),
  // bonusDetails: the bonuses with wagering (promotions) over the credited bonuses (records)
  bonusDetails: lazy(async () => {
    const [page] = await Promise.all([import('./bonus-details'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
  // promotions (manualRebate): its words come with it
  manualRebate: lazy(async () => {
    const [page] = await Promise.all([import('@/features/promotions/components/rebate-page'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
  // the reward centre, with the VIP programme as its second tab (rewardCenter?tab=vip)
  rewardCenter: lazy(async () => {
    const [page] = await Promise.all([import('@/features/promotions/components/reward-center-page'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
  // missions and their weekly leaderboard
  missionLeaderboard: lazy(async () => {
    const [page] = await Promise.all([import('@/features/promotions/components/missions-page'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
};

