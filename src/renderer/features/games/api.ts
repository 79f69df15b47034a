import type { FavouritesPage, Game, GamesPage, RecentPage, VendorLane } from '@shared/api/games';
import type { GameMenus } from '@shared/api/system';
import { BRAND, STORAGE_KEYS, type GameClassify, type GameType, type Language } from '@shared/constants';
import { api } from '@/lib/api';
import { splitSportsLane } from './lanes';
import { isArray, readCached, writeCached } from './session-cache';

/** Spec section 9: platform 'flash,html5-desktop', 'flash' for favourites, vendors 'html5-desktop'. */
const PLATFORM = 'flash,html5-desktop';
/** Session-storage key of the vendor lanes (spec section 4: vendor data cached in session storage). */
export const VENDORS_CACHE_KEY = 'GAME_VENDORS';

export interface GamesArgs {
  language: Language;
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  tab?: 'ALL' | 'NEW' | 'HOT';
  pageNo: number;
  pageSize: number;
}

export interface MemberListArgs {
  language: Language;
  gameType?: GameType;
  vassalage?: string;
  page: number;
  pageSize: number;
}

/** Favourite lists; the add and delete calls (favourites-api.ts) invalidate them. */
export const favouritesTag = { type: 'Games' as const, id: 'FAV' };

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    gameMenus: build.query<GameMenus, Language>({
      query: (language) => ({ url: 'lgw/games/game_menus', params: { language } }),
      providesTags: [{ type: 'Games', id: 'LIST' }],
    }),
    games: build.query<GamesPage, GamesArgs>({
      query: (args) => ({ url: 'lgw/games/list', params: { ...args, clientType: BRAND.clientType, platform: PLATFORM } }),
      providesTags: [{ type: 'Games', id: 'LIST' }],
    }),
    /** The platform's hot list, cached in session storage under HOT_GAMES per language. */
    hotGames: build.query<Game[], Language>({
      async queryFn(language, _api, _extra, baseQuery) {
        const cached = readCached<Game[]>(STORAGE_KEYS.hotGames, language, isArray);
        if (cached) return { data: cached };
        const result = await baseQuery({ url: 'lgw/games/hot', params: { isPlatform: 2, language, platform: PLATFORM } });
        if (result.error) return { error: result.error };
        const list = (result.data as { list: Game[] }).list;
        writeCached(STORAGE_KEYS.hotGames, language, list);
        return { data: list };
      },
      providesTags: [{ type: 'Games', id: 'HOT' }],
    }),
    /** Vendor lanes, cached in session storage; a language change refetches (spec section 4). */
    vendorLanes: build.query<VendorLane[], Language>({
      async queryFn(language, _api, _extra, baseQuery) {
        const cached = readCached<VendorLane[]>(VENDORS_CACHE_KEY, language, isArray);
        if (cached) return { data: cached };
        const result = await baseQuery({ url: 'lgw/games/vendors', params: { platform: 'html5-desktop', language } });
        if (result.error) return { error: result.error };
        const lanes = splitSportsLane((result.data as { data: { lanes: VendorLane[] } }).data.lanes);
        writeCached(VENDORS_CACHE_KEY, language, lanes);
        return { data: lanes };
      },
      providesTags: [{ type: 'Games', id: 'VENDORS' }],
    }),
    favouriteIds: build.query<{ list: string[] }, void>({
      query: () => 'wps/member/favourites/ids',
      providesTags: [{ type: 'Games', id: 'FAV_IDS' }],
    }),
    favourites: build.query<FavouritesPage, MemberListArgs>({
      query: ({ page, ...rest }) => ({
        url: 'wps/member/favourites',
        params: { ...rest, pageNo: page, clientType: BRAND.clientType, platform: 'flash' },
      }),
      providesTags: [favouritesTag],
    }),
    recentGames: build.query<RecentPage, MemberListArgs>({
      query: (args) => ({ url: 'wps/member/recent', params: { ...args, clientType: BRAND.clientType } }),
      providesTags: [{ type: 'Games', id: 'RECENT' }],
    }),
  }),
});

export const {
  useGameMenusQuery,
  useGamesQuery,
  useHotGamesQuery,
  useVendorLanesQuery,
  useFavouriteIdsQuery,
  useFavouritesQuery,
  useRecentGamesQuery,
} = gamesApi;
