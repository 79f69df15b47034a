import { ROUND_STATUSES, type DatePreset, type RoundStatus } from '@shared/api/record-kinds';
import type { GameMenus } from '@shared/api/system';
import { GAME_TYPES, type GameType, type Language } from '@shared/constants';

/** The betting record's filter as the page holds it ('' = all) and the call it turns into. */

export interface BetFilter {
  preset: DatePreset;
  gameType: GameType | '';
  /** Vendor code. */
  vendor: string;
  status: RoundStatus | '';
}

export const INITIAL_BET_FILTER: BetFilter = { preset: 'previous7', gameType: '', vendor: '', status: '' };

export interface BetArgs {
  preset: DatePreset;
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  status?: RoundStatus | undefined;
  language: Language;
  page: number;
  pageSize: number;
}

export function betArgs(filter: BetFilter, page: number, pageSize: number, language: Language): BetArgs {
  return {
    preset: filter.preset,
    gameType: filter.gameType || undefined,
    vassalage: filter.vendor || undefined,
    status: filter.status || undefined,
    language,
    page,
    pageSize,
  };
}

export const gameTypeOf = (value: string): GameType | '' => GAME_TYPES.find((g) => g === value) ?? '';
export const roundStatusOf = (value: string): RoundStatus | '' => ROUND_STATUSES.find((s) => s === value) ?? '';

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
export function withGameType(filter: BetFilter, gameType: GameType | '', menus: GameMenus | undefined): BetFilter {
  const offered = vendorOptions(menus, gameType).some((option) => option.value === filter.vendor);
  return { ...filter, gameType, vendor: offered ? filter.vendor : '' };
}
