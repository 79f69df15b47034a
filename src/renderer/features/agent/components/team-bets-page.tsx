import { useTranslation } from 'react-i18next';
import type { TeamBetPage } from '@shared/api/agent';
import { useBetColumns } from '@/components/bet-columns';
import { BetTotals } from '@/components/bet-totals';
import { DataTable } from '@/components/data-table';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { RoundFilterFields } from '@/components/round-filter-fields';
import { useLanguage } from '@/lib/i18n/i18n';
import { useCurrency } from '@/lib/use-currency';
import { useTeamBetsQuery } from '../team-records-api';
import { NO_ROUND_FILTER, teamBetArgs, teamRoundFilter } from '../team-records-search';
import { useTeamList } from '../use-team-list';
import { AccountFilterBar } from './account-filter-bar';
import { memberColumn } from './member-column';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import '../team.css';

const PAGE_SIZE = 20;

type Round = TeamBetPage['list'][number];

/**
 * `personalHistoryCopy` of the agent centre (team betting): the rounds of everyone below the agent,
 * by member, category, vendor, status and period, with totals over every page. Filters, page and
 * period live in the address. Rounds settle in game windows, so every visit asks again.
 */
export default function TeamBetsPage() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const currency = useCurrency();
  const list = useTeamList(teamRoundFilter, NO_ROUND_FILTER);
  const { currentData, error, isFetching, refetch } = useTeamBetsQuery(teamBetArgs(list.filter, list.period, list.page, PAGE_SIZE, language), { refetchOnMountOrArgChange: true });
  const columns = [memberColumn<Round>(t, (round) => round.account), ...useBetColumns<Round>(currency.decimals)];
  return (
    <section className="team team--cards" aria-labelledby="personalHistoryCopy-title">
      <TeamHeading page="personalHistoryCopy" intro={t('records.intros.personalHistoryCopy')} />
      <AccountFilterBar {...list.bar}>
        <RoundFilterFields value={list.filter} onChange={list.setFilter} />
      </AccountFilterBar>
      <QueryState loading={isFetching && !currentData} error={error} empty={currentData?.total === 0} onRetry={() => void refetch()}>
        {currentData ? <BetTotals totals={currentData.totals} currency={currentData.list[0]?.currency ?? currency.code} decimals={currency.decimals} /> : null}
        <DataTable
          label={t('records.tables.bets')}
          columns={columns}
          rows={currentData?.list ?? []}
          rowKey={(round) => `${round.account}:${round.vassalage}:${round.roundId}`}
          emptyText={t('team.in_no_data')}
          stacked
        />
        <Pager page={list.page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={list.setPage} />
      </QueryState>
    </section>
  );
}
