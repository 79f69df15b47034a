import type { ConsoleGame, ConsoleVendor, IntegrationBody, IntegrationView, RotatedSecret } from '@shared/api/console-games';
import type { Books, LedgerVerify } from '@shared/api/console-ledger';
import { consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';
import type { GameListQuery } from './games-query';

export interface GamePage {
  list: ConsoleGame[];
  total: number;
  page: number;
  size: number;
}

/** Games and vendors: a maintenance change on a vendor changes what its games' rows say too. */
const GAMES_TAG = { type: 'Console' as const, id: 'GAMES' };
const VENDORS_TAG = { type: 'Console' as const, id: 'VENDORS' };
const BOOKS_TAG = { type: 'Console' as const, id: 'BOOKS' };

/** The console's games, vendors and ledger (/ops-api). No mutation here is retried automatically. */
export const consoleGamesApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    consoleGames: build.query<GamePage, Authed & { query: GameListQuery }>({
      query: ({ token, query }) => ({ url: 'ops-api/games', params: query, headers: bearer(token) }),
      providesTags: [GAMES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    consoleVendors: build.query<{ list: ConsoleVendor[] }, Authed>({
      query: ({ token }) => ({ url: 'ops-api/vendors', headers: bearer(token) }),
      providesTags: [VENDORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    setGameMaintenance: build.mutation<null, Authed & { nodeId: string; on: boolean }>({
      query: ({ token, nodeId, on }) => ({ url: `ops-api/games/${encodeURIComponent(nodeId)}/maintenance`, method: 'POST', headers: bearer(token), body: { on } }),
      invalidatesTags: [GAMES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    setVendorMaintenance: build.mutation<null, Authed & { code: string; on: boolean }>({
      query: ({ token, code, on }) => ({ url: `ops-api/vendors/${encodeURIComponent(code)}/maintenance`, method: 'POST', headers: bearer(token), body: { on } }),
      invalidatesTags: [VENDORS_TAG, GAMES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    setGameFlags: build.mutation<null, Authed & { nodeId: string; isHot?: boolean; sort?: number }>({
      query: ({ token, nodeId, ...body }) => ({ url: `ops-api/games/${encodeURIComponent(nodeId)}/flags`, method: 'POST', headers: bearer(token), body }),
      invalidatesTags: [GAMES_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    updateVendorIntegration: build.mutation<IntegrationView, Authed & { code: string; body: IntegrationBody }>({
      query: ({ token, code, body }) => ({ url: `ops-api/vendors/${encodeURIComponent(code)}/integration`, method: 'PUT', headers: bearer(token), body }),
      invalidatesTags: [VENDORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // Answers the new secret once: the dialog takes it from the call and resets the mutation at once,
    // so it never stays in the store.
    rotateVendorSecret: build.mutation<RotatedSecret, Authed & { code: string; launchUrl?: string }>({
      query: ({ token, code, launchUrl }) => ({ url: `ops-api/vendors/${encodeURIComponent(code)}/integration/rotate-secret`, method: 'POST', headers: bearer(token), body: launchUrl === undefined ? {} : { launchUrl } }),
      invalidatesTags: [VENDORS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    runLedgerVerifier: build.mutation<LedgerVerify, Authed>({
      query: ({ token }) => ({ url: 'ops-api/ledger/verify', method: 'POST', headers: bearer(token), body: {} }),
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // `day` undefined: today in the merchant's zone, which the answer names.
    ledgerBooks: build.query<Books, Authed & { day: string | undefined }>({
      query: ({ token, day }) => ({ url: 'ops-api/ledger/books', params: day ? { day } : {}, headers: bearer(token) }),
      providesTags: [BOOKS_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
  }),
});

export const {
  useConsoleGamesQuery,
  useConsoleVendorsQuery,
  useSetGameMaintenanceMutation,
  useSetVendorMaintenanceMutation,
  useSetGameFlagsMutation,
  useUpdateVendorIntegrationMutation,
  useRotateVendorSecretMutation,
  useRunLedgerVerifierMutation,
  useLedgerBooksQuery,
} = consoleGamesApi;
