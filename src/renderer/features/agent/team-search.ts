import { DOWNLINE_KINDS, DOWNLINE_STATUSES } from '@shared/api/agent-kinds';
import { isCalendarDay } from '@shared/date-range';
import type { DownlineArgs } from './api';
import { positiveParam } from './period';

export const ACTIVITY = ['true', 'false'] as const;

/** Team management's filters as the address keeps them (every one optional). */
export const FILTER_KEYS = ['account', 'kind', 'status', 'registeredFrom', 'registeredTo', 'active'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);
const day = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);

/** The list call's filters, parent and page from the address; anything malformed is left out. */
export function downlineFilters(search: URLSearchParams): Omit<DownlineArgs, 'preset' | 'from' | 'to' | 'size'> {
  return {
    parent: positiveParam(search, 'parent'),
    account: search.get('account')?.trim() || undefined,
    kind: oneOf(DOWNLINE_KINDS, search.get('kind')),
    status: oneOf(DOWNLINE_STATUSES, search.get('status')),
    registeredFrom: day(search.get('registeredFrom')),
    registeredTo: day(search.get('registeredTo')),
    active: oneOf(ACTIVITY, search.get('active')),
    page: positiveParam(search, 'page') ?? 1,
  };
}

/** A copy of the params with one value set (or removed when empty); any change but paging goes back to page 1. */
export function withParam(search: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
