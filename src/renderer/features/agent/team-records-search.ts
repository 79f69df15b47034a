import { TEAM_MOVEMENT_TYPES } from '@shared/api/agent-kinds';
import { ENTRY_STATUSES } from '@shared/api/record-kinds';
import type { Language } from '@shared/constants';
import type { EntryFilter } from '@/components/entry-filter-fields';
import { gameTypeOf, roundArgs, roundStatusOf, type RoundFilter } from '@/lib/round-filter';
import { positiveParam, type PeriodParams } from './period';
import type { TeamBetArgs, TeamTransactionArgs } from './team-records-api';
import { withParam } from './team-search';

/**
 * Team betting's and account details' filters as the address keeps them (`account`, `gameType`,
 * `vendor`, `type`, `status`, `page`, beside the period), so back, forward and reload keep the list.
 * Every value is '' for "all"; anything malformed in the address reads as all.
 */

export interface TeamListFilter {
  /** One member of the team; '' for the whole team. */
  account: string;
}

export interface TeamRoundFilter extends TeamListFilter, RoundFilter {}
export interface TeamEntryFilter extends TeamListFilter, EntryFilter {}

export const NO_ROUND_FILTER: TeamRoundFilter = { account: '', gameType: '', vendor: '', status: '' };
export const NO_ENTRY_FILTER: TeamEntryFilter = { account: '', type: '', status: '' };

const accountOf = (search: URLSearchParams) => search.get('account')?.trim() ?? '';

export function teamRoundFilter(search: URLSearchParams): TeamRoundFilter {
  return { account: accountOf(search), gameType: gameTypeOf(search.get('gameType')), vendor: search.get('vendor')?.trim() ?? '', status: roundStatusOf(search.get('status')) };
}

export function teamEntryFilter(search: URLSearchParams): TeamEntryFilter {
  const type = TEAM_MOVEMENT_TYPES.find((t) => t === search.get('type')) ?? '';
  return { account: accountOf(search), type, status: ENTRY_STATUSES.find((s) => s === search.get('status')) ?? '' };
}

/** The page asked for, from 1. */
export const pageOf = (search: URLSearchParams) => positiveParam(search, 'page') ?? 1;

/** A copy of the params with the filter written in, the empty values left out, back on page 1. */
export function withFilter<F extends TeamListFilter>(search: URLSearchParams, filter: F): URLSearchParams {
  let next = search;
  for (const [key, value] of Object.entries(filter)) next = withParam(next, key, String(value).trim() || undefined);
  return next;
}

export function teamBetArgs(filter: TeamRoundFilter, period: PeriodParams, page: number, pageSize: number, language: Language): TeamBetArgs {
  return { ...period, account: filter.account || undefined, ...roundArgs(filter, page, pageSize, language) };
}

export function teamTransactionArgs(filter: TeamEntryFilter, period: PeriodParams, page: number, size: number): TeamTransactionArgs {
  return {
    ...period,
    account: filter.account || undefined,
    type: TEAM_MOVEMENT_TYPES.find((type) => type === filter.type),
    status: ENTRY_STATUSES.find((status) => status === filter.status),
    page,
    size,
  };
}
