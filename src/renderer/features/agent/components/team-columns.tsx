import type { TFunction } from 'i18next';
import type { DownlineRow } from '@shared/api/agent';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { formatLocalDateTime } from '@/lib/format';
import { ContractRatesCell } from './contract-rates-cell';

export interface RowActions {
  onOpen: (row: DownlineRow) => void;
  onDetails: (row: DownlineRow) => void;
  /** Absent when the agent's type may not transfer to downlines. */
  onTransfer?: ((row: DownlineRow) => void) | undefined;
}

/** A time in the viewer's zone; "—" for never. */
export function LocalTime({ iso }: { iso: string | null }) {
  if (!iso) return <>—</>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  // Day and time each stay whole, so a narrow column breaks between them and nowhere else.
  const [day, time] = formatLocalDateTime(date).split(' ');
  return (
    <time dateTime={iso} className="team-time">
      <span>{day}</span> <span>{time}</span>
    </time>
  );
}

/** A downline with a team of its own opens it; the others are plain names. */
function AccountCell({ row, onOpen }: { row: DownlineRow; onOpen: RowActions['onOpen'] }) {
  return row.teamSize > 0 ? (
    <button type="button" className="team__open" onClick={() => onOpen(row)}>
      {row.account}
    </button>
  ) : (
    <span className="team__account">{row.account}</span>
  );
}

/** Team management's columns: who, where in the tree, money now and in the period, when, and what to do. */
export function teamColumns(t: TFunction<'agent'>, currency: string, decimals: number, actions: RowActions): DataColumn<DownlineRow>[] {
  const money = (minor: number) => <Amount minor={minor} currency={currency} decimals={decimals} />;
  return [
    { header: t('team.columns.account'), cell: (row) => <AccountCell row={row} onOpen={actions.onOpen} /> },
    { header: t('team.columns.type'), cell: (row) => <StatusBadge tone={row.isAgent ? 'info' : 'neutral'} label={t(`team.kinds.${row.isAgent ? 'agent' : 'member'}`)} /> },
    { header: t('team.columns.level'), cell: (row) => row.level, align: 'end' },
    { header: t('team.columns.teamSize'), cell: (row) => row.teamSize, align: 'end' },
    { header: t('team.columns.balance'), cell: (row) => money(row.balance), align: 'end' },
    { header: t('team.columns.deposits'), cell: (row) => money(row.deposits), align: 'end' },
    { header: t('team.columns.validBets'), cell: (row) => money(row.validBets), align: 'end' },
    { header: t('team.columns.contracts'), cell: (row) => <ContractRatesCell rates={row.contractRates} /> },
    { header: t('team.columns.lastLogin'), cell: (row) => <LocalTime iso={row.lastLoginAt} /> },
    { header: t('team.columns.registeredAt'), cell: (row) => <LocalTime iso={row.registeredAt} /> },
    {
      header: t('team.columns.actions'),
      cell: (row) => (
        <span className="team__actions">
          {actions.onTransfer ? (
            <button type="button" className="button button--primary data-table__action" aria-label={t('team.actions.transferTo', { account: row.account })} onClick={() => actions.onTransfer?.(row)}>
              {t('team.actions.transfer')}
            </button>
          ) : null}
          <button type="button" className="button button--ghost data-table__action" aria-label={t('team.actions.detailsOf', { account: row.account })} onClick={() => actions.onDetails(row)}>
            {t('team.actions.details')}
          </button>
        </span>
      ),
    },
  ];
}
