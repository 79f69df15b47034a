import type { GameType, Language } from '@shared/constants';
import type { SharedDispatch } from '@/lib/hooks';
import { gamesApi } from './api';
import { parseLobby } from './lobby-state';
import { lobbyListArgs } from './use-lobby-games';

/**
 * A game list centre's first calls, made as the app starts instead of after its first render: its
 * vendors (the lobby waits for them before it shows the grid), the page of games the address asks
 * for, whose first tile is the page's largest paint, and a member's favourites. The lobby finds
 * them in the query cache.
 */
export function prefetchGameList(dispatch: SharedDispatch, category: GameType, search: string, loggedIn: boolean, language: Language): void {
  void dispatch(gamesApi.endpoints.vendorLanes.initiate(language, { subscribe: false }));
  const args = lobbyListArgs(category, parseLobby(new URLSearchParams(search), loggedIn), language);
  if (args) void dispatch(gamesApi.endpoints.games.initiate(args, { subscribe: false }));
  // A member's tiles offer the favourite toggle once the member's list is in.
  if (loggedIn) void dispatch(gamesApi.endpoints.favouriteIds.initiate(undefined, { subscribe: false }));
}
