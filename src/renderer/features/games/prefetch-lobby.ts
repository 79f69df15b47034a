import type { GameType, Language } from '@shared/constants';
import type { SharedDispatch } from '@/lib/hooks';
import { gamesApi } from './api';
import { parseLobby } from './lobby-state';
import { lobbyListArgs } from './use-lobby-games';

/**
 * A game list centre's first calls, made as the app starts instead of after its first render: its
 * vendors (the lobby waits for them before it shows the grid), the page of games the address asks
 * for, whose first tile is the page's largest paint, and a member's favourites. The lobby finds
 * them in the query cache. Settles once the vendors and the games are in (an error included): the
 * first render can then draw the grid at once.
 */
export function prefetchGameList(dispatch: SharedDispatch, category: GameType, search: string, loggedIn: boolean, language: Language): Promise<void> {
  const lanes = dispatch(gamesApi.endpoints.vendorLanes.initiate(language, { subscribe: false }));
  const args = lobbyListArgs(category, parseLobby(new URLSearchParams(search), loggedIn), language);
  const games = args ? dispatch(gamesApi.endpoints.games.initiate(args, { subscribe: false })) : undefined;
  // A member's tiles offer the favourite toggle once the member's list is in.
  if (loggedIn) void dispatch(gamesApi.endpoints.favouriteIds.initiate(undefined, { subscribe: false }));
  return Promise.all([lanes, games]).then(() => undefined);
}
