import type { AgentAnnouncementPage, DownlinePage, RevenueReport, TeamOverview, TeamStatement } from '@shared/api/agent';
import type { Language } from '@shared/constants';
import type { TransferResult } from '@shared/api/wallet';
import { api } from '@/lib/api';
import type { PeriodParams } from './period';

export interface DownlineArgs extends PeriodParams {
  parent?: number | undefined;
  account?: string | undefined;
  kind?: 'member' | 'agent' | undefined;
  status?: 'ACTIVE' | 'BLOCKED' | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  active?: 'true' | 'false' | undefined;
  page: number;
  size: number;
}

/** Team figures move with every money move of the team, which other features tag 'Records'. */
const team = [{ type: 'Records' as const, id: 'LIST' }];

/** Drops the filters left empty, so the cache key and the query string carry only what was chosen. */
const defined = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/** The agent centre's team calls (`/wps/agent/...`). The transfer is never retried automatically. */
export const agentApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamOverview: build.query<TeamOverview, PeriodParams>({
      query: (params) => ({ url: 'wps/agent/overview', params: defined(params) }),
      providesTags: team,
    }),
    downlines: build.query<DownlinePage, DownlineArgs>({
      query: (params) => ({ url: 'wps/agent/downlines', params: defined(params) }),
      providesTags: team,
    }),
    teamStatement: build.query<TeamStatement, PeriodParams & { parent?: number | undefined }>({
      query: (params) => ({ url: 'wps/agent/statement', params: defined(params) }),
      providesTags: team,
    }),
    revenueReport: build.query<RevenueReport, PeriodParams>({
      query: (params) => ({ url: 'wps/agent/revenue', params: defined(params) }),
      providesTags: team,
    }),
    agentAnnouncements: build.query<AgentAnnouncementPage, { language: Language; page: number; size: number }>({
      query: (params) => ({ url: 'wps/agent/announcements', params }),
      providesTags: [{ type: 'AgentAnnouncements', id: 'LIST' }],
    }),
    markAnnouncementRead: build.mutation<{ read: true }, number>({
      query: (id) => ({ url: `wps/agent/announcements/${id}/read`, method: 'POST' }),
      invalidatesTags: [{ type: 'AgentAnnouncements', id: 'LIST' }],
    }),
    transferDownline: build.mutation<TransferResult, { account: string; amount: number; key: string }>({
      query: ({ key, ...body }) => ({ url: 'wps/agent/transfer', method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: [...team, { type: 'Balance', id: 'LIST' }, { type: 'Wallet', id: 'LIST' }],
    }),
  }),
});

export const {
  useTeamOverviewQuery,
  useDownlinesQuery,
  useTeamStatementQuery,
  useTransferDownlineMutation,
  useRevenueReportQuery,
  useAgentAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
} = agentApi;
