import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { formatLocalDateTime, gmtOffset } from '@/lib/format';
import type { OperatorRow } from '../api-operators';
import { actionsOf, isLocked, type OperatorAction } from '../operators-rules';

interface ColumnsInput {
  t: TFunction;
  /** The signed-in operator: its own row is marked and has no actions (the server refuses them). */
  meId: number;
  now: number;
  busy: boolean;
  onAction: (action: OperatorAction, row: OperatorRow) => void;
}

const zoned = (iso: string) => {
  const date = new Date(iso);
  return `${formatLocalDateTime(date)} (${gmtOffset(date)})`;
};

function StatusCell({ row, now, t }: { row: OperatorRow; now: number; t: TFunction }) {
  const disabled = row.status === 'DISABLED';
  return (
    <span className="operators-status">
      <StatusBadge tone={disabled ? 'danger' : 'success'} label={t(disabled ? 'status.DISABLED' : 'status.ACTIVE')} />
      {row.lockedUntil && isLocked(row.lockedUntil, now) ? (
        <span className="operators-status__locked">
          <StatusBadge tone="warning" label={t('status.locked')} />
          <span className="operators-status__until">{t('lockedUntil', { time: zoned(row.lockedUntil) })}</span>
        </span>
      ) : null}
    </span>
  );
}

/** The operators table: name (and "you"), role, status and lockout, second factor, created, actions. */
export function operatorColumns({ t, meId, now, busy, onAction }: ColumnsInput): DataColumn<OperatorRow>[] {
  return [
    {
      header: t('columns.name'),
      wrap: true,
      cell: (row) => (
        <span className="operators-name">
          <strong className="operators-name__text">{row.username}</strong>
          {row.id === meId ? <StatusBadge tone="info" label={t('you')} /> : null}
        </span>
      ),
    },
    { header: t('columns.role'), className: 'operators-nowrap', cell: (row) => t(`console:roles.${row.role}`) },
    { header: t('columns.status'), cell: (row) => <StatusCell row={row} now={now} t={t} /> },
    {
      header: t('columns.secondFactor'),
      wrap: true,
      cell: (row) => (row.enrolled ? <StatusBadge tone="success" label={t('enrolled')} /> : <span className="operators-pending">{t('notEnrolled')}</span>),
    },
    { header: t('columns.created'), cell: (row) => <ZonedTime iso={row.createdAt} /> },
    {
      header: t('columns.actions'),
      align: 'end',
      cell: (row) =>
        row.id === meId ? (
          <span className="console-muted operators-own">{t('ownRow')}</span>
        ) : (
          <span className="queue-actions operators-actions">
            {actionsOf(row, now).map((action) => (
              <button
                key={action}
                type="button"
                className={`button ${action === 'disable' || action === 'reset' ? 'button--ghost operators-danger' : 'button--ghost'}`}
                aria-label={t(`name.${action}`, { username: row.username })}
                disabled={busy}
                onClick={() => onAction(action, row)}
              >
                {t(`action.${action}`)}
              </button>
            ))}
          </span>
        ),
    },
  ];
}
