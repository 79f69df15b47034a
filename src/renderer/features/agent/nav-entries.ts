import { AGENT_PAGE_FEATURE, featureOn } from '@shared/agent-features';
import type { FeatureFlags } from '@shared/api/system';
import type { AgentPage } from '@shared/routes';

/** An entry of the agent centre's left nav: one of its pages, a member page, or customer service. */
export type AgentNavEntry =
  | { kind: 'page'; page: AgentPage }
  | { kind: 'link'; key: 'deposit' | 'withdraw' | 'messages'; to: string }
  | { kind: 'service' };

/** The left nav of spec section 2, in its order. */
const NAV: readonly AgentNavEntry[] = [
  { kind: 'link', key: 'deposit', to: '/member/depositv2' },
  { kind: 'link', key: 'withdraw', to: '/member/withdraw' },
  { kind: 'page', page: 'agentAnnouncement' },
  { kind: 'page', page: 'agentTeamOverview' },
  { kind: 'page', page: 'registerCenter' },
  { kind: 'page', page: 'downlineManagmentView' },
  { kind: 'page', page: 'personalHistoryCopy' },
  { kind: 'page', page: 'palStatementsAgentCopy' },
  { kind: 'page', page: 'agentRevenueReport' },
  { kind: 'page', page: 'agentDownlineTransactionDetailsCopy' },
  { kind: 'page', page: 'agentDividendRecordCopy2' },
  { kind: 'page', page: 'agentDailyWages2' },
  { kind: 'page', page: 'agentHourSalary' },
  { kind: 'page', page: 'agentRealtimeSalary' },
  { kind: 'link', key: 'messages', to: '/member/messageV2' },
  { kind: 'service' },
];

/** Whether the merchant's flags let an agent page show (the contract pages need their kind on). */
export function agentPageOn(page: AgentPage, flags: Partial<FeatureFlags> | undefined): boolean {
  return featureOn(AGENT_PAGE_FEATURE[page], flags);
}

/** The nav's entries for the merchant's flags: a contract page whose flag is off is left out. */
export function agentNavEntries(flags: Partial<FeatureFlags> | undefined): AgentNavEntry[] {
  return NAV.filter((entry) => entry.kind !== 'page' || agentPageOn(entry.page, flags));
}
