import { useTranslation } from 'react-i18next';
import type { MoneyFiguresView, TeamStatement } from '@shared/api/agent';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useCurrency } from '@/lib/use-currency';
import { useTeamStatementQuery } from '../api';
import { positiveParam } from '../period';
import { withParam } from '../team-search';
import { usePeriod } from '../use-period';
import { PeriodFilter } from './period-picker';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import { TeamTrail } from './team-trail';
import '../team.css';

type Line = TeamStatement['lines'][number];

const FIGURES = ['deposits', 'withdrawals', 'bets', 'validBets', 'wins', 'bonuses', 'rebates', 'netWinLoss'] as const satisfies readonly (keyof MoneyFiguresView)[];

/**
 * `palStatementsAgentCopy` (user loss): per direct downline, that downline's whole team over the
 * period, with totals; an agent line with a team opens it. Parent and period live in the address.
 */
export default function UserLossPage() {
  const { t } = useTranslation('agent');
  const { decimals } = useCurrency();
  const period = usePeriod();
  const { search, setSearch } = period;
  const parent = positiveParam(search, 'parent');
  const { currentData, error, isFetching, refetch } = useTeamStatementQuery({ ...period.params, parent });
  const currency = currentData?.currency ?? '';
  const setParent = (id: number | undefined) => setSearch(withParam(search, 'parent', id ? String(id) : undefined));
  const money = (minor: number, key: (typeof FIGURES)[number]) => <Amount minor={minor} currency={currency} decimals={decimals} signed={key === 'netWinLoss'} />;
  const columns: DataColumn<Line>[] = [
    {
      header: t('team.columns.account'),
      cell: (line) =>
        line.teamSize > 0 ? (
          <button type="button" className="team__open" onClick={() => setParent(line.id)}>
            {line.account}
          </button>
        ) : (
          <span className="team__account">{line.account}</span>
        ),
    },
    { header: t('team.columns.teamSize'), cell: (line) => line.teamSize, align: 'end' },
    ...FIGURES.map((key): DataColumn<Line> => ({ header: t(`team.figures.${key}`), cell: (line) => money(line[key], key), align: 'end' })),
  ];
  const totals = currentData?.totals;
  const footer = totals ? [t('team.totals'), undefined, ...FIGURES.map((key) => money(totals[key], key))] : undefined;
  return (
    <section className="team" aria-labelledby="palStatementsAgentCopy-title">
      <TeamHeading page="palStatementsAgentCopy" />
      <PeriodFilter value={period.selection} onChange={period.choose} />
      {currentData ? <TeamTrail path={currentData.path} onParent={setParent} /> : null}
      <QueryState loading={isFetching && !currentData} error={error} empty={currentData?.lines.length === 0} onRetry={() => void refetch()}>
        <DataTable label={t('team.tables.statement')} columns={columns} rows={currentData?.lines ?? []} rowKey={(line) => line.id} emptyText={t('team.in_no_data')} footer={footer} stacked />
      </QueryState>
    </section>
  );
}
