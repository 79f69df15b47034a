import type { Approval } from '@shared/api/approvals';
import type { AuditAnswer, AuditQuery, ConfirmAnswer, EnrolAnswer, LoginAnswer, MeAnswer, VerifyAnswer } from '@shared/api/console';
import type { Dashboard } from '@shared/api/dashboard';
import type { PlayerContext, Queues } from '@shared/api/queues';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/envelope';
import { bearer, endConsoleSession, endsSession } from './console-session';

/** Every console call names the operator token it runs under, which also keys its cache entry. */
export interface Authed {
  token: string;
}

export type VerifyRequest = Authed & ({ code: string } | { recoveryCode: string });

/** A console call that finds the operator's session gone drops the token: the routes go to sign-in. */
export async function watchSession(queryFulfilled: Promise<unknown>): Promise<void> {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: unknown }).error;
    if (isApiError(error) && endsSession(error.code)) endConsoleSession('expired');
  }
}

const SESSION_TAG = { type: 'Console' as const, id: 'SESSION' };
/** What a money decision changes: the queues, the dashboard's figures and the players' contexts (read
 * again after a refusal too: a conflict means someone else decided it meanwhile). */
const QUEUES_TAG = { type: 'Console' as const, id: 'QUEUES' };
export const DASHBOARD_TAG = { type: 'Console' as const, id: 'DASHBOARD' };
export const CONTEXT_TAG = { type: 'Console' as const, id: 'CONTEXT' };
const DECIDED = [QUEUES_TAG, DASHBOARD_TAG, CONTEXT_TAG];

export type DepositDecision = 'approve' | 'reject';
export type WithdrawalDecision = 'pay' | 'reject';
/** A withdrawal's decision answers its open approval when paying it waits for a second operator. */
export interface DecidedWithdrawal {
  id: number;
  status: string;
  approval: Approval | null;
}

/** The operator API (/ops-api). No mutation here is retried automatically. */
export const consoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleLogin: build.mutation<LoginAnswer, { username: string; password: string }>({
      query: (body) => ({ url: 'ops-api/session/login', method: 'POST', body }),
      // The answer already says where the sign-in stands: the session's first read needs no call.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!answer) return;
        const { token, stage, operator, idleMinutes } = answer;
        await dispatch(consoleApi.util.upsertQueryData('consoleMe', { token }, { stage, operator, idleMinutes }));
      },
    }),
    consoleMe: build.query<MeAnswer, Authed>({
      query: ({ token }) => ({ url: 'ops-api/session/me', headers: bearer(token) }),
      providesTags: [SESSION_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    totpEnrol: build.mutation<EnrolAnswer, Authed>({
      query: ({ token }) => ({ url: 'ops-api/session/totp/enrol', method: 'POST', headers: bearer(token), body: {} }),
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // The session becomes full here, but the cached stage stays until the recovery codes are put away.
    totpConfirm: build.mutation<ConfirmAnswer, Authed & { code: string }>({
      query: ({ token, code }) => ({ url: 'ops-api/session/totp/confirm', method: 'POST', headers: bearer(token), body: { code } }),
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    totpVerify: build.mutation<VerifyAnswer, VerifyRequest>({
      query: ({ token, ...body }) => ({ url: 'ops-api/session/totp/verify', method: 'POST', headers: bearer(token), body }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        await watchSession(queryFulfilled);
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) {
          dispatch(
            consoleApi.util.updateQueryData('consoleMe', { token }, (me) => {
              me.stage = 'full';
            }),
          );
        }
      },
    }),
    consoleLogout: build.mutation<null, Authed>({
      query: ({ token }) => ({ url: 'ops-api/session/logout', method: 'POST', headers: bearer(token), body: {} }),
    }),
    // `searched` (when Search was pressed) is only part of the cache key: each search reads afresh,
    // while paging back and forth within one search reuses the pages already read.
    auditLog: build.query<AuditAnswer, Authed & { query: AuditQuery; searched: number }>({
      query: ({ token, query }) => ({ url: 'ops-api/audit', params: query, headers: bearer(token) }),
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    consoleDashboard: build.query<Dashboard, Authed>({
      query: ({ token }) => ({ url: 'ops-api/dashboard', headers: bearer(token) }),
      providesTags: [DASHBOARD_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    consoleQueues: build.query<Queues, Authed>({
      query: ({ token }) => ({ url: 'ops-api/queues', headers: bearer(token) }),
      providesTags: [QUEUES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    playerContext: build.query<PlayerContext, Authed & { account: string }>({
      query: ({ token, account }) => ({ url: `ops-api/players/${encodeURIComponent(account)}/context`, headers: bearer(token) }),
      providesTags: [CONTEXT_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    decideDeposit: build.mutation<unknown, Authed & { id: number; decision: DepositDecision }>({
      query: ({ token, id, decision }) => ({ url: `ops-api/deposits/${id}/${decision}`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: DECIDED,
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    decideWithdrawal: build.mutation<DecidedWithdrawal, Authed & { id: number; decision: WithdrawalDecision }>({
      query: ({ token, id, decision }) => ({ url: `ops-api/withdrawals/${id}/${decision}`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: DECIDED,
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    approveApproval: build.mutation<Approval, Authed & { id: number }>({
      query: ({ token, id }) => ({ url: `ops-api/approvals/${id}/approve`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: DECIDED,
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    rejectApproval: build.mutation<Approval, Authed & { id: number; note: string }>({
      query: ({ token, id, note }) => ({ url: `ops-api/approvals/${id}/reject`, method: 'POST', headers: bearer(token), body: { note } }),
      invalidatesTags: DECIDED,
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
  }),
});

export const {
  useConsoleLoginMutation,
  useConsoleMeQuery,
  useTotpEnrolMutation,
  useTotpConfirmMutation,
  useTotpVerifyMutation,
  useConsoleLogoutMutation,
  useAuditLogQuery,
  useConsoleDashboardQuery,
  useConsoleQueuesQuery,
  usePlayerContextQuery,
  useDecideDepositMutation,
  useDecideWithdrawalMutation,
  useApproveApprovalMutation,
  useRejectApprovalMutation,
} = consoleApi;
