import type { GameMenus } from '@shared/api/system';
import type { Language } from '@shared/constants';
import { api } from './api';

/**
 * Vendors per category for the vendor filter of every list of rounds (the lobby's menus, public
 * and cached), read by the shared round filters rather than by each feature.
 */
export const vendorMenusApi = api.injectEndpoints({
  endpoints: (build) => ({
    betVendorMenus: build.query<GameMenus, Language>({
      query: (language) => ({ url: 'lgw/games/game_menus', params: { language } }),
      providesTags: [{ type: 'Games', id: 'LIST' }],
    }),
  }),
});

export const { useBetVendorMenusQuery } = vendorMenusApi;
