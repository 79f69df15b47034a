import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { periodParams, selectionFromSearch, withSelection, type PeriodParams, type ReportSelection } from './period';

const samePeriod = (a: PeriodParams, b: PeriodParams) => a.preset === b.preset && a.from === b.from && a.to === b.to;

/**
 * The report period kept in the address. While a custom range is incomplete the last complete
 * period stays the one asked for, so the figures on screen never go blank mid-typing.
 */
export function usePeriod(extra: (search: URLSearchParams) => URLSearchParams = (s) => s) {
  const [search, setSearch] = useSearchParams();
  const selection = selectionFromSearch(search);
  const params = periodParams(selection);
  const [lastComplete, setLastComplete] = useState<PeriodParams>(params ?? { preset: 'today' });
  if (params && !samePeriod(params, lastComplete)) setLastComplete(params);
  const choose = (next: ReportSelection) => setSearch(extra(withSelection(search, next)), { replace: next.preset === 'custom' && selection.preset === 'custom' });
  return { selection, params: params ?? lastComplete, choose, search, setSearch };
}
