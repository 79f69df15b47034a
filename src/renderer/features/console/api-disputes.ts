import type { DisputeList, WithdrawalConfirmation } from '@shared/api/disputes';
import { consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';

const DISPUTES_TAG = { type: 'Console' as const, id: 'DISPUTES' };

/** Disputed withdrawals and one withdrawal's confirmation (the proof bytes are fetched apart, as blobs). */
export const disputesApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    consoleDisputes: build.query<DisputeList, Authed>({
      query: ({ token }) => ({ url: 'ops-api/withdrawals/disputes', headers: bearer(token) }),
      providesTags: [DISPUTES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    consoleWithdrawalConfirmation: build.query<WithdrawalConfirmation, Authed & { id: number }>({
      query: ({ token, id }) => ({ url: `ops-api/withdrawals/${id}/confirmation`, headers: bearer(token) }),
      providesTags: [DISPUTES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
  }),
});

export const { useConsoleDisputesQuery, useConsoleWithdrawalConfirmationQuery } = disputesApi;
