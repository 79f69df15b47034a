import { preloadable, type Preloadable } from '@/lib/preloadable';
import { CONTRACT_KIND_PAGE, CONTRACT_KINDS, type ContractKind } from '@shared/api/contract-kinds';
import { AGENT_PAGES, type AgentPage } from '@shared/routes';

/** One contract kind's page: the same component, told its kind; all four share one chunk. */
const contractPage = (kind: ContractKind): Preloadable =>
  preloadable(() => import('@/features/agent/components/contract-page').then(({ ContractPage }) => ({ default: () => <ContractPage kind={kind} /> })));

/**
 * The agent-centre pages that exist so far; any other page shows the "being prepared" notice until
 * its issue lands. Each loads on demand, so none of them weighs on the home route's bundle.
 */
export const AGENT_PAGE_COMPONENTS: Partial<Record<AgentPage, Preloadable>> = {
  // team pages (issue 17)
  agentTeamOverview: preloadable(() => import('@/features/agent/components/team-overview-page')),
  downlineManagmentView: preloadable(() => import('@/features/agent/components/team-management-page')),
  palStatementsAgentCopy: preloadable(() => import('@/features/agent/components/user-loss-page')),
  registerCenter: preloadable(() => import('@/features/agent/components/register-center-page')),
  agentRevenueReport: preloadable(() => import('@/features/agent/components/revenue-page')),
  agentAnnouncement: preloadable(() => import('@/features/agent/components/announcements-page')),
  // team records: team betting and account details
  personalHistoryCopy: preloadable(() => import('@/features/agent/components/team-bets-page')),
  agentDownlineTransactionDetailsCopy: preloadable(() => import('@/features/agent/components/team-transactions-page')),
  // contracts and settlements (issue 19): dividend, daily wages, hourly and real-time salary
  ...Object.fromEntries(CONTRACT_KINDS.map((kind) => [CONTRACT_KIND_PAGE[kind], contractPage(kind)])),
};

/** The agent-centre page an address's `:page` names, its first page when it names none. */
export function agentPageOf(param: string | undefined): AgentPage {
  return AGENT_PAGES.find((page) => page === param) ?? AGENT_PAGES[0];
}

/** Fetches the chunk of the agent-centre page an address's `:page` names (none of them has first calls yet). */
export function preloadAgentPage(param: string | undefined): Promise<void> {
  return AGENT_PAGE_COMPONENTS[agentPageOf(param)]?.preload() ?? Promise.resolve();
}
