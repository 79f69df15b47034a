import type { Approval } from '@shared/api/approvals';
import type { BetPage } from '@shared/api/bets';
import type { PlayerDetail, PlayerNote, PlayerSummary } from '@shared/api/players';
import type { BonusGrantResult, DatePreset, Statement } from '@shared/api/records';
import type { Language } from '@shared/constants';
import { CONTEXT_TAG, DASHBOARD_TAG, consoleApi, watchSession, type Authed } from './api';
import { bearer } from './console-session';

/** One player's page (its profile, balance, sessions and notes); a change to the player reads it again. */
const PLAYER_TAG = { type: 'Console' as const, id: 'PLAYER' };
/** The same tag api.ts gives the queues: a filed adjustment or grant shows up in them. */
const QUEUES_TAG = { type: 'Console' as const, id: 'QUEUES' };
/** What moving a player's money changes: its page, its statement, its context, the queues, the dashboard. */
const MONEY_TAGS = [PLAYER_TAG, CONTEXT_TAG, QUEUES_TAG, DASHBOARD_TAG];

export interface PlayerListQuery {
  account: string;
  preset: DatePreset;
  page: number;
}

/** An adjustment or grant either moved money at once or was filed for a second operator. */
export type MoneyAnswer = { done: true; before: number; after: number } | { done: false; approval: Approval };

type AdjustAnswer = { transferId: number; before: number; after: number; approval: null } | { approval: Approval };

function moneyAnswerOf(answer: AdjustAnswer | BonusGrantResult | { approval: Approval }): MoneyAnswer {
  if ('approval' in answer && answer.approval) return { done: false, approval: answer.approval };
  if ('before' in answer) return { done: true, before: answer.before, after: answer.after };
  throw new Error('unexpected answer');
}

const path = (account: string, rest = '') => `ops-api/players/${encodeURIComponent(account)}${rest}`;

/** The console's players (/ops-api/players): search, a player's page, and what support and finance do. */
export const playersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    searchPlayers: build.query<PlayerSummary[], Authed & { q: string }>({
      query: ({ token, q }) => ({ url: 'ops-api/players', params: { q, limit: 50 }, headers: bearer(token) }),
      transformResponse: (value: { list: PlayerSummary[] }) => value.list,
      providesTags: [PLAYER_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    playerDetail: build.query<PlayerDetail, Authed & { account: string }>({
      query: ({ token, account }) => ({ url: path(account), headers: bearer(token) }),
      providesTags: [PLAYER_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    playerStatement: build.query<Statement, Authed & PlayerListQuery & { type: string }>({
      query: ({ token, account, preset, page, type }) => ({ url: path(account, '/statement'), params: { preset, page, size: 20, ...(type ? { type } : {}) }, headers: bearer(token) }),
      providesTags: [PLAYER_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    playerBets: build.query<BetPage, Authed & PlayerListQuery & { language: Language }>({
      query: ({ token, account, preset, page, language }) => ({ url: path(account, '/bets'), params: { preset, page, pageSize: 20, language }, headers: bearer(token) }),
      providesTags: [PLAYER_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    setPlayerStatus: build.mutation<null, Authed & { account: string; action: 'block' | 'unblock'; reason: string }>({
      query: ({ token, account, action, reason }) => ({ url: path(account, `/${action}`), method: 'POST', headers: bearer(token), body: { reason } }),
      invalidatesTags: [PLAYER_TAG, CONTEXT_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    forcePasswordChange: build.mutation<null, Authed & { account: string }>({
      query: ({ token, account }) => ({ url: path(account, '/force-password-change'), method: 'POST', headers: bearer(token), body: {} }),
      invalidatesTags: [PLAYER_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    addPlayerNote: build.mutation<PlayerNote, Authed & { account: string; text: string }>({
      query: ({ token, account, text }) => ({ url: path(account, '/notes'), method: 'POST', headers: bearer(token), body: { text } }),
      invalidatesTags: [PLAYER_TAG],
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    adjustPlayer: build.mutation<MoneyAnswer, Authed & { account: string; amount: number; reason: string }>({
      query: ({ token, account, amount, reason }) => ({ url: path(account, '/adjust'), method: 'POST', headers: bearer(token), body: { amount, reason } }),
      transformResponse: moneyAnswerOf,
      invalidatesTags: MONEY_TAGS,
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
    // The dialog's key makes a second press (or a lost answer tried again by hand) grant nothing twice.
    grantPlayerBonus: build.mutation<MoneyAnswer, Authed & { account: string; amount: number; reason: string; key: string }>({
      query: ({ token, account, amount, reason, key }) => ({ url: 'ops-api/bonuses', method: 'POST', headers: { ...bearer(token), 'Idempotency-Key': key }, body: { account, amount, reason } }),
      transformResponse: moneyAnswerOf,
      invalidatesTags: MONEY_TAGS,
      onQueryStarted: (_arg, { queryFulfilled }) => watchSession(queryFulfilled),
    }),
  }),
});

export const {
  useSearchPlayersQuery,
  usePlayerDetailQuery,
  usePlayerStatementQuery,
  usePlayerBetsQuery,
  useSetPlayerStatusMutation,
  useForcePasswordChangeMutation,
  useAddPlayerNoteMutation,
  useAdjustPlayerMutation,
  useGrantPlayerBonusMutation,
} = playersApi;
