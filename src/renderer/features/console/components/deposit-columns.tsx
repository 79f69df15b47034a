import type { TFunction } from 'i18next';
import type { PendingDeposit } from '@shared/api/queues';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { moneyText } from '@/lib/format';
import { DecisionButton } from './decision-button';
import { PlayerCell } from './player-cell';
import type { QueueRowProps } from './queue-row';

function DepositActions({ row, t, ask, decide, busy }: { row: PendingDeposit; t: TFunction<'console'> } & QueueRowProps) {
  const values = { amount: moneyText(row.amount, row.currency), account: row.member.account, id: row.id };
  return (
    <div className="queue-actions">
      <DecisionButton
        tone="primary"
        label={t('approvals.approve')}
        name={t('approvals.name.approveDeposit', { id: row.id })}
        busy={busy}
        onClick={() => ask({ title: t('approvals.name.approveDeposit', values), message: t('approvals.confirm.approveDeposit', values), run: () => decide.deposit(row.id, 'approve') })}
      />
      <DecisionButton
        tone="danger"
        label={t('approvals.reject')}
        name={t('approvals.name.rejectDeposit', { id: row.id })}
        busy={busy}
        onClick={() => ask({ title: t('approvals.name.rejectDeposit', values), message: t('approvals.confirm.rejectDeposit', values), run: () => decide.deposit(row.id, 'reject') })}
      />
    </div>
  );
}

export function methodText(t: TFunction<'console'>, code: string): string {
  return code === 'bank' ? t('approvals.method.bank') : t('approvals.method.other', { code });
}

/** Manual bank deposits waiting for an operator. */
export function depositColumns(t: TFunction<'console'>, props: QueueRowProps): DataColumn<PendingDeposit>[] {
  const columns: DataColumn<PendingDeposit>[] = [
    { header: t('approvals.columns.player'), cell: (row) => <PlayerCell account={row.member.account} nickname={row.member.nickname} {...props} /> },
    { header: t('approvals.columns.amount'), cell: (row) => <Amount minor={row.amount} currency={row.currency} />, align: 'end' },
    {
      header: t('approvals.columns.method'),
      cell: (row) => (
        <span className="queue-stack">
          <span>{methodText(t, row.methodCode)}</span>
          <span className="console-muted">{t('approvals.reference', { reference: row.reference })}</span>
        </span>
      ),
    },
    { header: t('approvals.columns.created'), cell: (row) => <ZonedTime iso={row.createdAt} /> },
    { header: t('approvals.columns.status'), cell: () => <StatusBadge tone="info" label={t('approvals.status.pending')} /> },
  ];
  if (props.mayDecide) columns.push({ header: t('approvals.columns.actions'), cell: (row) => <DepositActions row={row} t={t} {...props} /> });
  return columns;
}
