import { skipToken } from '@reduxjs/toolkit/query';
import type { Game } from '@shared/api/games';
import { LIMITS, type GameType, type Language } from '@shared/constants';
import { useAppSelector } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { selectIsLoggedIn } from '@/lib/session';
import { useFavouritesQuery, useGamesQuery, useRecentGamesQuery, type GamesArgs } from './api';
import type { LobbyState } from './lobby-state';

export interface LobbyGames {
  games: Game[];
  totalPages: number;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Favourites and recent have no name or classify filter on the server: they apply to the page shown. */
function narrowed(games: readonly Game[], state: LobbyState): Game[] {
  const search = state.search.toLowerCase();
  return games.filter((g) => (state.classify === 'ALL' || g.gameClassify === state.classify) && (!search || g.gameName.toLowerCase().includes(search)));
}

interface ListQuery<T> {
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** currentData is empty while other arguments load (a skeleton) and kept while the same list refetches. */
function pick<T>(q: ListQuery<T>, read: (data: T) => [Game[], number]): LobbyGames {
  const [games, totalPages] = q.currentData === undefined ? [[], 0] : read(q.currentData);
  return { games, totalPages, isLoading: q.currentData === undefined && q.isFetching, isError: q.isError, refetch: () => void q.refetch() };
}

/** The games call of a lobby page (ALL / NEW / HOT); none for FAV / RECENT, which read the member's lists. */
export function lobbyListArgs(category: GameType, state: LobbyState, language: Language): GamesArgs | undefined {
  if (state.filter === 'FAV' || state.filter === 'RECENT') return undefined;
  return {
    language,
    gameType: category,
    vassalage: state.vendor ?? undefined,
    tab: state.filter,
    gameClassify: state.classify === 'ALL' ? undefined : state.classify,
    gameName: state.search || undefined,
    pageNo: state.page,
    pageSize: LIMITS.lobbyPageSize,
  };
}

/** The games of one lobby page: the games call for ALL / NEW / HOT, the member lists for FAV / RECENT. */
export function useLobbyGames(category: GameType, state: LobbyState): LobbyGames {
  const language = useLanguage();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const base = { language, gameType: category, vassalage: state.vendor ?? undefined };
  const memberArgs = { ...base, page: state.page, pageSize: LIMITS.lobbyPageSize };
  const list = useGamesQuery(lobbyListArgs(category, state, language) ?? skipToken);
  const favourites = useFavouritesQuery(state.filter === 'FAV' && loggedIn ? memberArgs : skipToken);
  const recent = useRecentGamesQuery(state.filter === 'RECENT' && loggedIn ? memberArgs : skipToken);
  if (state.filter === 'FAV') return pick(favourites, (d) => [narrowed(d.content, state), d.totalPages]);
  if (state.filter === 'RECENT') return pick(recent, (d) => [narrowed(d.list, state), d.totalPages]);
  return pick(list, (d) => [d.games, d.totalPages]);
}
