import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineRow } from '@shared/api/agent';
import { DataTable } from '@/components/data-table';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { useCurrency } from '@/lib/use-currency';
import { useDownlinesQuery } from '../api';
import { FILTER_KEYS, downlineFilters, withParam } from '../team-search';
import { useAgentMay } from '../use-agent-may';
import { usePeriod } from '../use-period';
import { DownlineDetails } from './downline-details';
import { QueryState } from './query-state';
import { teamColumns } from './team-columns';
import { TeamFilters } from './team-filters';
import { TeamHeading } from './team-heading';
import { TeamTrail } from './team-trail';
import { TransferDialog } from './transfer-dialog';
import '../team.css';

const PAGE_SIZE = 20;

type Dialog = { kind: 'details' | 'transfer'; row: DownlineRow } | null;

/**
 * `downlineManagmentView`: the direct downlines of the agent or of a team below it (drill-down),
 * filtered and paged. Parent, page, filters and period live in the address: back, forward and
 * reload land on the same list.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation('agent');
  const { decimals } = useCurrency();
  const mayTransfer = useAgentMay('transferToDownlines');
  // A new period lists from the first page.
  const period = usePeriod((search) => withParam(search, 'page', undefined));
  const { search, setSearch } = period;
  const filters = downlineFilters(search);
  const { currentData, error, isFetching, refetch } = useDownlinesQuery({ ...period.params, ...filters, size: PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const currency = currentData?.currency ?? '';
  const setParent = (parent: number | undefined) => setSearch(withParam(search, 'parent', parent ? String(parent) : undefined));
  const columns = teamColumns(t, currency, decimals, {
    onOpen: (row) => setParent(row.id),
    onDetails: (row) => setDialog({ kind: 'details', row }),
    onTransfer: mayTransfer ? (row) => setDialog({ kind: 'transfer', row }) : undefined,
  });
  const reset = () => {
    let next = new URLSearchParams(search);
    for (const key of FILTER_KEYS) next = withParam(next, key, undefined);
    setSearch(next);
  };
  return (
    <section className="team team--actions" aria-labelledby="downlineManagmentView-title">
      <TeamHeading page="downlineManagmentView" />
      <TeamFilters
        values={filters}
        onChange={(key, value) => setSearch(withParam(search, key, value))}
        onReset={reset}
        period={period.selection}
        onPeriod={period.choose}
      />
      {currentData ? <TeamTrail path={currentData.path} onParent={setParent} /> : null}
      <QueryState loading={isFetching && !currentData} error={error} empty={currentData?.list.length === 0} onRetry={() => void refetch()}>
        <DataTable label={t('team.tables.downlines')} columns={columns} rows={currentData?.list ?? []} rowKey={(row) => row.id} emptyText={t('team.in_no_data')} stacked />
        <Pager page={filters.page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={(page) => setSearch(withParam(search, 'page', String(page)))} />
      </QueryState>
      {dialog?.kind === 'details' ? <DownlineDetails row={dialog.row} currency={currency} decimals={decimals} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'transfer' ? <TransferDialog row={dialog.row} currency={currency} decimals={decimals} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
