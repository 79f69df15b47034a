import type { ComponentType } from 'react';
import type { MemberPage } from '@shared/routes';
import { SecurityCenter } from '@/features/member/components/security-center';

/**
 * The personal-centre pages that exist so far; any other page shows the "being prepared" notice
 * until its issue lands. Money pages load on demand so they stay out of the home route's bundle.
 */
export const MEMBER_PAGE_COMPONENTS: Partial<Record<MemberPage, ComponentType>> = {
  securityCenter: SecurityCenter,
  // cashier pages (depositv2, withdraw)
  // wallet and records pages (transferFund, transferUpline, personalHistoryCopy, transactionHistory, personalProfit, bonusDetails)
};

