import type { BetPage } from '@shared/api/bets';
import type { RecallAnswer, RecallInput } from '@shared/api/play';
import type { GameMenus } from '@shared/api/system';
import type { Language } from '@shared/constants';
import { api } from '@/lib/api';
import type { BetArgs } from './bet-filter';

/** The betting record, its vendor choices and the round replay link. */
export const betsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bets: build.query<BetPage, BetArgs>({
      query: (params) => ({ url: 'wps/records/bets', params }),
      providesTags: [{ type: 'Records', id: 'LIST' }],
    }),
    /** Vendors per category for the vendor filter (the lobby's menus, public and cached). */
    betVendorMenus: build.query<GameMenus, Language>({
      query: (language) => ({ url: 'lgw/games/game_menus', params: { language } }),
      providesTags: [{ type: 'Games', id: 'LIST' }],
    }),
    /** A signed link of a few minutes: asked for at each click, never cached or retried. */
    recall: build.mutation<RecallAnswer, RecallInput>({
      query: (body) => ({ url: 'wps/game/recall', method: 'POST', body }),
    }),
  }),
});

export const { useBetsQuery, useBetVendorMenusQuery, useRecallMutation } = betsApi;
