import type { AgentChildren, AgentDetail, AgentList, AgentPeriod } from '@shared/api/console-agents';
import type { Contract, ContractOfferBody } from '@shared/api/contracts';
import type { SettlementCommand } from './agents-rules';
import type { RunOutcome, RunRequest } from './agents-contract-forms';
import { DASHBOARD_TAG, consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';

/** The tree and every agent's page: a contract action or a settlement run changes them (and the dashboard's money). */
const AGENTS_TAG = { type: 'Console' as const, id: 'AGENTS' };

const path = (account: string, rest = '') => `ops-api/agents/${encodeURIComponent(account)}${rest}`;

export type TerminationAnswer = 'accept' | 'reject';
export type SettlementRunAction = 'void' | 'rerun';

/** The console's agents (/ops-api/agents) and the contracts module's operator actions. */
export const agentsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    agentList: build.query<AgentList, Authed & { q: string }>({
      query: ({ token, q }) => ({ url: 'ops-api/agents', params: q ? { q } : {}, headers: bearer(token) }),
      providesTags: [AGENTS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    agentChildren: build.query<AgentChildren, Authed & { account: string; page: number }>({
      query: ({ token, account, page }) => ({ url: path(account, '/children'), params: { page, size: 50 }, headers: bearer(token) }),
      providesTags: [AGENTS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    agentDetail: build.query<AgentDetail, Authed & { account: string; period: AgentPeriod }>({
      query: ({ token, account, period }) => ({ url: path(account), params: { period }, headers: bearer(token) }),
      providesTags: [AGENTS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    terminateContract: build.mutation<Contract, Authed & { id: number }>({
      query: ({ token, id }) => ({ url: `ops-api/contracts/${id}/terminate`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: [AGENTS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    answerTermination: build.mutation<Contract, Authed & { id: number; answer: TerminationAnswer }>({
      query: ({ token, id, answer }) => ({ url: `ops-api/contracts/${id}/termination/${answer}`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: [AGENTS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // Moves money (reversals, new payouts): never retried, and the dashboard reads again.
    settlementRun: build.mutation<unknown, Authed & SettlementCommand & { action: SettlementRunAction }>({
      query: ({ token, action, ...body }) => ({ url: `ops-api/contract-settlements/${action}`, method: 'POST', headers: bearer(token), body }),
      invalidatesTags: [AGENTS_TAG, DASHBOARD_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // The house offers a top-level agent a contract (audited; the server refuses other agents).
    offerContract: build.mutation<Contract, Authed & ContractOfferBody>({
      query: ({ token, ...body }) => ({ url: 'ops-api/contracts/offers', method: 'POST', headers: bearer(token), body }),
      invalidatesTags: [AGENTS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // Settles a closed period now for every agent (a settled one answers `already`); moves money.
    runSettlement: build.mutation<RunOutcome, Authed & RunRequest>({
      query: ({ token, ...body }) => ({ url: 'ops-api/contract-settlements/run', method: 'POST', headers: bearer(token), body }),
      invalidatesTags: [AGENTS_TAG, DASHBOARD_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
  }),
});

export const { useAgentListQuery, useAgentChildrenQuery, useAgentDetailQuery, useTerminateContractMutation, useAnswerTerminationMutation, useSettlementRunMutation, useOfferContractMutation, useRunSettlementMutation } = agentsApi;
