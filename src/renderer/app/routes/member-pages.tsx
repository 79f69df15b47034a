import type { ComponentType } from 'react';
import { MEMBER_PAGES, type MemberPage } from '@shared/routes';
import { SecurityCenter } from '@/features/member/components/security-center';
import { cashierApi } from '@/features/cashier/api';
import type { SharedDispatch } from '@/lib/hooks';
import { addMessages } from '@/lib/i18n/i18n';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { PROMOTIONS_LOADERS } from '../i18n-bundle';

/**
 * The personal-centre pages that exist so far; any other page shows the "being prepared" notice
 * until its issue lands. Money pages load on demand so they stay out of the home route's bundle.
 */
export const MEMBER_PAGE_COMPONENTS: Partial<Record<MemberPage, ComponentType | Preloadable>> = {
  securityCenter: SecurityCenter,
  // cashier pages (depositv2, withdraw)
  depositv2: preloadable(() => import('@/features/cashier/components/deposit-page')),
  withdraw: preloadable(() => import('@/features/cashier/components/withdraw-page')),
  // wallet and records pages (transferFund, transferUpline, personalHistoryCopy, transactionHistory, personalProfit, bonusDetails)
  transferFund: preloadable(() => import('@/features/wallet/components/transfer-fund-page')),
  transferUpline: preloadable(() => import('@/features/wallet/components/transfer-upline-page')),
  personalHistoryCopy: preloadable(() => import('@/features/records/components/betting-record-page')),
  transactionHistory: preloadable(() => import('@/features/records/components/transaction-history-page')),
  personalProfit: preloadable(() => import('@/features/records/components/personal-profit-page')),
  // bonusDetails: the bonuses with wagering (promotions) over the credited bonuses (records)
  bonusDetails: preloadable(async () => {
    const [page] = await Promise.all([import('./bonus-details'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
  // promotions (manualRebate): its words come with it
  manualRebate: preloadable(async () => {
    const [page] = await Promise.all([import('@/features/promotions/components/rebate-page'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
  // the reward centre, with the VIP programme as its second tab (rewardCenter?tab=vip)
  rewardCenter: preloadable(async () => {
    const [page] = await Promise.all([import('@/features/promotions/components/reward-center-page'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
  // missions and their weekly leaderboard
  missionLeaderboard: preloadable(async () => {
    const [page] = await Promise.all([import('@/features/promotions/components/missions-page'), addMessages(PROMOTIONS_LOADERS)]);
    return page;
  }),
};


/** The personal-centre page an address's `:page` names, its first page when it names none. */
export function memberPageOf(param: string | undefined): MemberPage {
  return MEMBER_PAGES.find((page) => page === param) ?? MEMBER_PAGES[0];
}

/**
 * The calls a page's largest paint waits on, asked for when the app starts on that page rather
 * than after its first render: the deposit page's guide follows the first method's kind.
 */
const FIRST_CALLS: Partial<Record<MemberPage, (dispatch: SharedDispatch) => PromiseLike<unknown>>> = {
  depositv2: (dispatch) => dispatch(cashierApi.endpoints.depositMethods.initiate(undefined, { subscribe: false })),
};

/**
 * Fetches the chunk of the personal-centre page an address's `:page` names, and asks for the calls
 * it first draws with; settles once both are in (a failed call included).
 */
export function preloadMemberPage(param: string | undefined, dispatch: SharedDispatch): Promise<void> {
  const page = memberPageOf(param);
  const component = MEMBER_PAGE_COMPONENTS[page];
  return Promise.all([FIRST_CALLS[page]?.(dispatch), component && 'preload' in component ? component.preload() : undefined]).then(() => undefined);
}
