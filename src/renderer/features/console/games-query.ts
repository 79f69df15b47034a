import { GAME_TYPES, type GameType } from '@shared/constants';

/** The games table's filters as the address bar keeps them (?q=&vendor=&type=&page=). */
export interface GameFilters {
  q: string;
  vendor: string;
  gameType: GameType | '';
}

/** What GET /ops-api/games is asked: only the filters set. */
export interface GameListQuery {
  q?: string;
  vendor?: string;
  gameType?: GameType;
  page: number;
  size: number;
}

export const GAMES_PAGE_SIZE = 20;
export const NO_GAME_FILTERS: GameFilters = { q: '', vendor: '', gameType: '' };

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

/** The filters and page in an address; anything malformed reads as unset (page 1). */
export function gameViewOf(params: URLSearchParams): { filters: GameFilters; page: number } {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: { q: (params.get('q') ?? '').trim().slice(0, 64), vendor: (params.get('vendor') ?? '').trim().slice(0, 20), gameType: isGameType(type) ? type : '' },
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a view: unset filters and page 1 leave no trace. */
export function gameParamsOf(filters: GameFilters, page: number): Record<string, string> {
  const q = filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.gameType ? { type: filters.gameType } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

export function gameListQuery(filters: GameFilters, page: number, size = GAMES_PAGE_SIZE): GameListQuery {
  const q = filters.q.trim();
  return { ...(q ? { q } : {}), ...(filters.vendor ? { vendor: filters.vendor } : {}), ...(filters.gameType ? { gameType: filters.gameType } : {}), page, size };
}

export const pagesOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
