import { ROUND_STATUSES, type RoundStatus } from '@shared/api/record-kinds';
import type { GameMenus } from '@shared/api/system';
import { GAME_TYPES, type GameType, type Language } from '@shared/constants';

/**
 * The filters of a list of game rounds (the member's betting record, the agent's team betting) as
 * a page holds them ('' = all), and the vendor choices they offer.
 */
export interface RoundFilter {
  gameType: GameType | '';
  /** Vendor code. */
  vendor: string;
  status: RoundStatus | '';
}

/** What a call for rounds takes of the filter, with the page and the language of the game names. */
export interface RoundArgs {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  status?: RoundStatus | undefined;
  language: Language;
  page: number;
  pageSize: number;
}

/** The call's arguments: only the filters that are set. */
export function roundArgs(filter: RoundFilter, page: number, pageSize: number, language: Language): RoundArgs {
  return { gameType: filter.gameType || undefined, vassalage: filter.vendor || undefined, status: filter.status || undefined, language, page, pageSize };
}

export const gameTypeOf = (value: string | null): GameType | '' => GAME_TYPES.find((g) => g === value) ?? '';
export const roundStatusOf = (value: string | null): RoundStatus | '' => ROUND_STATUSES.find((s) => s === value) ?? '';

export interface VendorOption {
  value: string;
  label: string;
}

/** The vendors of one category (of every category for ''), each code once, by name. */
export function vendorOptions(menus: GameMenus | undefined, gameType: GameType | ''): VendorOption[] {
  const byCode = new Map<string, string>();
  for (const menu of menus?.menus ?? []) {
    if (gameType && menu.gameType !== gameType) continue;
    for (const vendor of menu.vendors) if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor.displayName);
  }
  return [...byCode].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}

/** A new category keeps the chosen vendor only when that category offers it. */
export function withGameType<F extends RoundFilter>(filter: F, gameType: GameType | '', menus: GameMenus | undefined): F {
  const offered = vendorOptions(menus, gameType).some((option) => option.value === filter.vendor);
  return { ...filter, gameType, vendor: offered ? filter.vendor : '' };
}
