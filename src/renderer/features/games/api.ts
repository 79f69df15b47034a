import type { GameMenus } from '@shared/api/system';
import type { Language } from '@shared/constants';
import { api } from '@/lib/api';

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    gameMenus: build.query<GameMenus, Language>({
      query: (language) => ({ url: 'lgw/games/game_menus', params: { language } }),
      providesTags: [{ type: 'Games', id: 'LIST' }],
    }),
  }),
});

export const { useGameMenusQuery } = gamesApi;
