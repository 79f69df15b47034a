import { useTranslation } from 'react-i18next';
import type { TeamTransactionPage } from '@shared/api/agent';
import { TEAM_MOVEMENT_TYPES } from '@shared/api/agent-kinds';
import { DataTable } from '@/components/data-table';
import { useEntryColumns } from '@/components/entry-columns';
import { EntryFilterFields } from '@/components/entry-filter-fields';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { useCurrency } from '@/lib/use-currency';
import { useTeamTransactionsQuery } from '../team-records-api';
import { NO_ENTRY_FILTER, teamEntryFilter, teamTransactionArgs } from '../team-records-search';
import { useTeamList } from '../use-team-list';
import { AccountFilterBar } from './account-filter-bar';
import { memberColumn } from './member-column';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import '../team.css';

const PAGE_SIZE = 20;

type Movement = TeamTransactionPage['list'][number];

/**
 * `agentDownlineTransactionDetailsCopy` (account details): the team's money movements (deposits,
 * withdrawals, transfers, bonuses; no bets or wins) by member, type, status and period, newest
 * first. Filters, page and period live in the address.
 */
export default function TeamTransactionsPage() {
  const { t } = useTranslation('agent');
  const { decimals } = useCurrency();
  const list = useTeamList(teamEntryFilter, NO_ENTRY_FILTER);
  const { currentData, error, isFetching, refetch } = useTeamTransactionsQuery(teamTransactionArgs(list.filter, list.period, list.page, PAGE_SIZE));
  const columns = [memberColumn<Movement>(t, (entry) => entry.member), ...useEntryColumns<Movement>(decimals)];
  return (
    <section className="team" aria-labelledby="agentDownlineTransactionDetailsCopy-title">
      <TeamHeading page="agentDownlineTransactionDetailsCopy" intro={t('records.intros.agentDownlineTransactionDetailsCopy')} />
      <AccountFilterBar {...list.bar}>
        <EntryFilterFields types={TEAM_MOVEMENT_TYPES} value={list.filter} onChange={list.setFilter} />
      </AccountFilterBar>
      <QueryState loading={isFetching && !currentData} error={error} empty={currentData?.total === 0} onRetry={() => void refetch()}>
        <DataTable label={t('records.tables.transactions')} columns={columns} rows={currentData?.list ?? []} rowKey={(entry) => entry.id} emptyText={t('team.in_no_data')} stacked />
        <Pager page={list.page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={list.setPage} />
      </QueryState>
    </section>
  );
}
