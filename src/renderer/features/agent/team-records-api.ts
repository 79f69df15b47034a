import type { TeamBetPage, TeamTransactionPage } from '@shared/api/agent';
import type { TeamMovementType } from '@shared/api/agent-kinds';
import type { EntryStatus } from '@shared/api/record-kinds';
import { api } from '@/lib/api';
import type { RoundArgs } from '@/lib/round-filter';
import type { PeriodParams } from './period';

/** GET /wps/agent/bets: the team's rounds (one member's with `account`), filtered, paged, with totals. */
export interface TeamBetArgs extends PeriodParams, RoundArgs {
  account?: string | undefined;
}

/** GET /wps/agent/transactions: the team's money movements, filtered and paged. */
export interface TeamTransactionArgs extends PeriodParams {
  account?: string | undefined;
  type?: TeamMovementType | undefined;
  status?: EntryStatus | undefined;
  page: number;
  size: number;
}

/** Rounds and movements change with every money move, which other features tag 'Records'. */
const records = [{ type: 'Records' as const, id: 'LIST' }];

/**
 * The agent centre's team records (team betting, account details). Filters left out are
 * undefined, which the query string and the cache key both drop.
 */
export const teamRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamBets: build.query<TeamBetPage, TeamBetArgs>({
      query: (params) => ({ url: 'wps/agent/bets', params }),
      providesTags: records,
    }),
    teamTransactions: build.query<TeamTransactionPage, TeamTransactionArgs>({
      query: (params) => ({ url: 'wps/agent/transactions', params }),
      providesTags: records,
    }),
  }),
});

export const { useTeamBetsQuery, useTeamTransactionsQuery } = teamRecordsApi;
