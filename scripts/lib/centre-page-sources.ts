import { CONTRACT_KIND_PAGE, CONTRACT_KINDS } from '../../src/shared/api/contract-kinds';
import { AGENT_PAGES, MEMBER_PAGES, type AgentPage, type MemberPage } from '../../src/shared/routes';

/** A message set the head script can preload in the saved language: `app/i18n/${set}-${language}.ts`. */
export type MessageSet = 'bundle' | 'centre' | 'promotions';

/** One centre page that is a chunk of its own: its module (under src/renderer) and the messages it adds. */
export interface CentrePageSource {
  module: string;
  messages?: readonly MessageSet[];
}

/**
 * A centre's `:page` pages: the module holding its page table (which its route module imports; a
 * unit test reads it), its first page (the default) and each page's own chunk.
 */
export interface CentrePages {
  table: string;
  first: string;
  pages: Readonly<Record<string, CentrePageSource>>;
}

const promotions = (module: string): CentrePageSource => ({ module, messages: ['promotions'] });

/** The personal centre's pages that load on demand (app/routes/member-pages.tsx loads the same modules). */
const MEMBER: Partial<Record<MemberPage, CentrePageSource>> = {
  depositv2: { module: 'features/cashier/components/deposit-page.tsx' },
  withdraw: { module: 'features/cashier/components/withdraw-page.tsx' },
  transferFund: { module: 'features/wallet/components/transfer-fund-page.tsx' },
  transferUpline: { module: 'features/wallet/components/transfer-upline-page.tsx' },
  personalHistoryCopy: { module: 'features/records/components/betting-record-page.tsx' },
  transactionHistory: { module: 'features/records/components/transaction-history-page.tsx' },
  personalProfit: { module: 'features/records/components/personal-profit-page.tsx' },
  bonusDetails: promotions('app/routes/bonus-details.tsx'),
  manualRebate: promotions('features/promotions/components/rebate-page.tsx'),
  rewardCenter: promotions('features/promotions/components/reward-center-page.tsx'),
  missionLeaderboard: promotions('features/promotions/components/missions-page.tsx'),
};

/** The agent centre's pages (app/routes/agent-pages.tsx); the four contract kinds share one page module. */
const AGENT: Partial<Record<AgentPage, CentrePageSource>> = {
  agentTeamOverview: { module: 'features/agent/components/team-overview-page.tsx' },
  downlineManagmentView: { module: 'features/agent/components/team-management-page.tsx' },
  palStatementsAgentCopy: { module: 'features/agent/components/user-loss-page.tsx' },
  registerCenter: { module: 'features/agent/components/register-center-page.tsx' },
  agentRevenueReport: { module: 'features/agent/components/revenue-page.tsx' },
  agentAnnouncement: { module: 'features/agent/components/announcements-page.tsx' },
  personalHistoryCopy: { module: 'features/agent/components/team-bets-page.tsx' },
  agentDownlineTransactionDetailsCopy: { module: 'features/agent/components/team-transactions-page.tsx' },
  ...Object.fromEntries(CONTRACT_KINDS.map((kind) => [CONTRACT_KIND_PAGE[kind], { module: 'features/agent/components/contract-page.tsx' }])),
};

/** The centres whose `:page` names a page of its own chunk. */
export const CENTRE_PAGE_SOURCES = {
  memberCentre: { table: 'app/routes/member-pages.tsx', first: MEMBER_PAGES[0], pages: MEMBER },
  agentCentre: { table: 'app/routes/agent-pages.tsx', first: AGENT_PAGES[0], pages: AGENT },
} as const satisfies Record<string, CentrePages>;
