import type { OperatorRole, OperatorRow, OperatorState, OperatorStatus } from '@shared/api/console';

export type { OperatorRow, OperatorState, OperatorStatus };
import { consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';

export interface NewOperator {
  username: string;
  password: string;
  role: OperatorRole;
}

const OPERATORS_TAG = { type: 'Console' as const, id: 'OPERATORS' };

/** The merchant's operators (/ops-api/operators, operators.manage). No mutation here is retried automatically. */
export const consoleOperatorsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    consoleOperators: build.query<{ list: OperatorRow[] }, Authed>({
      query: ({ token }) => ({ url: 'ops-api/operators', headers: bearer(token) }),
      providesTags: [OPERATORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    addOperator: build.mutation<{ id: number; username: string; role: OperatorRole }, Authed & NewOperator>({
      query: ({ token, ...body }) => ({ url: 'ops-api/operators', method: 'POST', headers: bearer(token), body }),
      invalidatesTags: [OPERATORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    changeOperator: build.mutation<OperatorState, Authed & { id: number; role?: OperatorRole; status?: OperatorStatus }>({
      query: ({ token, id, ...body }) => ({ url: `ops-api/operators/${id}`, method: 'PUT', headers: bearer(token), body }),
      invalidatesTags: [OPERATORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    resetOperatorSecondFactor: build.mutation<OperatorState, Authed & { id: number }>({
      query: ({ token, id }) => ({ url: `ops-api/operators/${id}/reset-second-factor`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: [OPERATORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    unlockOperator: build.mutation<OperatorState, Authed & { id: number }>({
      query: ({ token, id }) => ({ url: `ops-api/operators/${id}/unlock`, method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: [OPERATORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
  }),
});

export const { useConsoleOperatorsQuery, useAddOperatorMutation, useChangeOperatorMutation, useResetOperatorSecondFactorMutation, useUnlockOperatorMutation } = consoleOperatorsApi;
