import type { DatePreset } from '@shared/api/record-kinds';
import type { Language } from '@shared/constants';
import { roundArgs, type RoundArgs, type RoundFilter } from '@/lib/round-filter';

/** The betting record's filter as the page holds it ('' = all) and the call it turns into. */

export interface BetFilter extends RoundFilter {
  preset: DatePreset;
}

export const INITIAL_BET_FILTER: BetFilter = { preset: 'previous7', gameType: '', vendor: '', status: '' };

export interface BetArgs extends RoundArgs {
  preset: DatePreset;
}

export function betArgs(filter: BetFilter, page: number, pageSize: number, language: Language): BetArgs {
  return { preset: filter.preset, ...roundArgs(filter, page, pageSize, language) };
}
