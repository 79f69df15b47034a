import type { Announcements, Jackpot, Popup, Winner } from '@shared/api/games';
import { LIMITS, type Language } from '@shared/constants';
import { api } from '@/lib/api';

/** The jackpot figure is the server's; the renderer asks again this often. */
export const JACKPOT_POLL_MS = 5000;

/** Home's notices, announcement popups, winner board and jackpot (contract in src/shared/api/games.ts). */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<Announcements, Language>({
      query: (language) => ({
        url: 'wps/system/announcements',
        params: { types: 'H', platform: 'W', pageNo: 1, pageSize: LIMITS.noticePageSize, language },
      }),
      providesTags: [{ type: 'System', id: 'NOTICES' }],
    }),
    /** Popups (PU) of the given executions (A, B, F, comma-separated); the dialog pages them 7 at a time. */
    popups: build.query<Popup[], { execution: string; language: Language }>({
      query: ({ execution, language }) => ({
        url: 'wps/system/announcements',
        params: { types: 'PU', platform: 'W', execution, pageNo: 1, pageSize: LIMITS.popupPageSize, language },
      }),
      transformResponse: (answer: Announcements) => answer.popup,
      providesTags: [{ type: 'System', id: 'POPUPS' }],
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

export const { useNoticesQuery, usePopupsQuery, useWinnersQuery, useJackpotQuery } = homeApi;
