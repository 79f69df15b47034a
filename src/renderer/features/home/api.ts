import type { Announcements, Jackpot, Winner } from '@shared/api/games';
import { LIMITS, type Language } from '@shared/constants';
import { api } from '@/lib/api';

/** The jackpot figure is the server's; the renderer asks again this often. */
export const JACKPOT_POLL_MS = 5000;

/** Home's notices, winner board and jackpot (contract in src/shared/api/games.ts). */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<Announcements, Language>({
      query: (language) => ({
        url: 'wps/system/announcements',
        params: { types: 'H', platform: 'W', pageNo: 1, pageSize: LIMITS.noticePageSize, language },
      }),
      providesTags: [{ type: 'System', id: 'NOTICES' }],
    }),
    winners: build.query<{ list: Winner[] }, Language>({
      query: (language) => ({ url: 'lgw/games/winners', params: { gameCategory: 'ALL', limitNum: LIMITS.winnerBoardLimit, language } }),
      providesTags: [{ type: 'Games', id: 'WINNERS' }],
    }),
    jackpot: build.query<Jackpot, void>({
      query: () => 'lgw/games/jackpot',
      providesTags: [{ type: 'Games', id: 'JACKPOT' }],
    }),
  }),
});

export const { useNoticesQuery, useWinnersQuery, useJackpotQuery } = homeApi;
