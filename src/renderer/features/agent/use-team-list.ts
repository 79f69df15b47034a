import type { AccountFilterBarProps } from './components/account-filter-bar';
import { pageOf, withFilter, type TeamListFilter } from './team-records-search';
import { withParam } from './team-search';
import { usePeriod } from './use-period';

/**
 * The address of an agent's list of team records: its filter (read by `read`), page and period,
 * and the setters that write them back. Any change but paging lists from the first page.
 */
export function useTeamList<F extends TeamListFilter>(read: (search: URLSearchParams) => F, empty: F) {
  const period = usePeriod((search) => withParam(search, 'page', undefined));
  const { search, setSearch } = period;
  const filter = read(search);
  const setFilter = (next: F) => setSearch(withFilter(search, next));
  const bar: Omit<AccountFilterBarProps, 'children'> = {
    account: filter.account,
    onAccount: (account) => setFilter({ ...filter, account: account ?? '' }),
    onReset: () => setFilter(empty),
    period: period.selection,
    onPeriod: period.choose,
  };
  return { filter, setFilter, period: period.params, page: pageOf(search), setPage: (page: number) => setSearch(withParam(search, 'page', String(page))), bar };
}
