import { GAME_CLASSIFIES, LOBBY_TABS, type GameClassify } from '@shared/constants';

export type LobbyFilter = (typeof LOBBY_TABS)[number];
export type ClassifyFilter = GameClassify | 'ALL';

/** What a game-list lobby shows; kept in the address so reload and back restore it. */
export interface LobbyState {
  vendor: string | null;
  filter: LobbyFilter;
  classify: ClassifyFilter;
  page: number;
  search: string;
}

export type LobbyAction =
  | { type: 'vendor'; vendor: string | null }
  | { type: 'filter'; filter: LobbyFilter }
  | { type: 'classify'; classify: ClassifyFilter }
  | { type: 'page'; page: number }
  | { type: 'search'; search: string };

export const INITIAL_LOBBY: LobbyState = { vendor: null, filter: 'ALL', classify: 'ALL', page: 1, search: '' };

/** Favourites, recent and hot are player actions: a visitor gets the login popup (spec sections 4 and 5). */
export const LOGIN_FILTERS: readonly LobbyFilter[] = ['FAV', 'HOT', 'RECENT'];

export const needsLogin = (filter: LobbyFilter, loggedIn: boolean): boolean => !loggedIn && LOGIN_FILTERS.includes(filter);

/**
 * One step of the lobby. `login: true` means the step was refused and the login popup should open.
 * A new vendor resets the classify filter and the filter type to ALL and the page to 1 (spec section 4).
 */
export function lobbyStep(state: LobbyState, action: LobbyAction, loggedIn: boolean): { state: LobbyState; login: boolean } {
  switch (action.type) {
    case 'vendor':
      if (action.vendor === state.vendor) return { state, login: false };
      return { state: { ...state, vendor: action.vendor, filter: 'ALL', classify: 'ALL', page: 1 }, login: false };
    case 'filter':
      if (needsLogin(action.filter, loggedIn)) return { state, login: true };
      return { state: { ...state, filter: action.filter, page: 1 }, login: false };
    case 'classify':
      return { state: { ...state, classify: action.classify, page: 1 }, login: false };
    case 'page':
      return { state: { ...state, page: Math.max(1, Math.floor(action.page) || 1) }, login: false };
    case 'search':
      return { state: { ...state, search: action.search.trim(), page: 1 }, login: false };
  }
}

const isFilter = (v: string | null): v is LobbyFilter => v !== null && (LOBBY_TABS as readonly string[]).includes(v);
const isClassify = (v: string | null): v is GameClassify => v !== null && (GAME_CLASSIFIES as readonly string[]).includes(v);

/** Reads the lobby from the address; a login-only filter falls back to ALL for a visitor. */
export function parseLobby(params: URLSearchParams, loggedIn: boolean): LobbyState {
  const filter = params.get('filter');
  const classify = params.get('classify');
  const page = Number(params.get('page'));
  const parsedFilter = isFilter(filter) && !needsLogin(filter, loggedIn) ? filter : 'ALL';
  return {
    vendor: params.get('vendor')?.trim() || null,
    filter: parsedFilter,
    classify: isClassify(classify) ? classify : 'ALL',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: (params.get('q') ?? '').trim(),
  };
}

/** The address form of a lobby state; defaults are left out. */
export function lobbyParams(state: LobbyState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vendor) params.set('vendor', state.vendor);
  if (state.filter !== 'ALL') params.set('filter', state.filter);
  if (state.classify !== 'ALL') params.set('classify', state.classify);
  if (state.search) params.set('q', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
