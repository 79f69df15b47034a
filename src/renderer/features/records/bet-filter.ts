import type { DatePreset, RoundStatus } from '@shared/api/record-kinds';
import type { GameType, Language } from '@shared/constants';
import type { RoundFilter } from '@/lib/round-filter';

/** The betting record's filter as the page holds it ('' = all) and the call it turns into. */

export interface BetFilter extends RoundFilter {
  preset: DatePreset;
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
