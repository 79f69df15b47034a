import { lazy, type ComponentType } from 'react';
import { CONTRACT_KIND_PAGE, CONTRACT_KINDS, type ContractKind } from '@shared/api/contract-kinds';
import type { AgentPage } from '@shared/routes';

/** One contract kind's page: the same component, told its kind; all four share one chunk. */
const contractPage = (kind: ContractKind): ComponentType =>
  lazy(() => import('@/features/agent/components/contract-page').then(({ ContractPage }) => ({ default: () => <ContractPage kind={kind} /> })));

/**
 * The agent-centre pages that exist so far; any other page shows the "being prepared" notice until
 * its issue lands. Each loads on demand, so none of them weighs on the home route's bundle.
 */
export const AGENT_PAGE_COMPONENTS: Partial<Record<AgentPage, ComponentType>> = {
  // team pages (issue 17)
  agentTeamOverview: lazy(() => import('@/features/agent/components/team-overview-page')),
  downlineManagmentView: lazy(() => import('@/features/agent/components/team-management-page')),
  palStatementsAgentCopy: lazy(() => import('@/features/agent/components/user-loss-page')),
  registerCenter: lazy(() => import('@/features/agent/components/register-center-page')),
  agentRevenueReport: lazy(() => import('@/features/agent/components/revenue-page')),
  agentAnnouncement: lazy(() => import('@/features/agent/components/announcements-page')),
  // team records: team betting and account details
  personalHistoryCopy: lazy(() => import('@/features/agent/components/team-bets-page')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('@/features/agent/components/team-transactions-page')),
  // contracts and settlements (issue 19): dividend, daily wages, hourly and real-time salary
  ...Object.fromEntries(CONTRACT_KINDS.map((kind) => [CONTRACT_KIND_PAGE[kind], contractPage(kind)])),
};
