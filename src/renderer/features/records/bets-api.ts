import type { BetPage } from '@shared/api/bets';
import type { RecallAnswer, RecallInput } from '@shared/api/play';
import { api } from '@/lib/api';
import type { BetArgs } from './bet-filter';

/** The betting record and the round replay link (the vendor choices: lib/vendor-menus-api.ts). */
export const betsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bets: build.query<BetPage, BetArgs>({
      query: (params) => ({ url: 'wps/records/bets', params }),
      providesTags: [{ type: 'Records', id: 'LIST' }],
    }),
    /** A signed link of a few minutes: asked for at each click, never cached or retried. */
    recall: build.mutation<RecallAnswer, RecallInput>({
      query: (body) => ({ url: 'wps/game/recall', method: 'POST', body }),
    }),
  }),
});

export const { useBetsQuery, useRecallMutation } = betsApi;
