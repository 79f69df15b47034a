import type { TFunction } from 'i18next';
import type { PendingWithdrawal } from '@shared/api/queues';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { moneyText } from '@/lib/format';
import { DecisionButton } from './decision-button';
import { PlayerCell } from './player-cell';
import type { QueueRowProps } from './queue-row';

/** Pay, or (once paying was filed for a second operator) only Reject: the approval decides the pay. */
function WithdrawalActions({ row, t, ask, decide, busy }: { row: PendingWithdrawal; t: TFunction<'console'> } & QueueRowProps) {
  const values = { amount: moneyText(row.amount, row.currency), account: row.member.account, id: row.id };
  return (
    <div className="queue-actions">
      {row.approval ? null : (
        <DecisionButton
          tone="primary"
          label={t('approvals.pay')}
          name={t('approvals.name.payWithdrawal', { id: row.id })}
          busy={busy}
          onClick={() => ask({ title: t('approvals.name.payWithdrawal', values), message: t('approvals.confirm.payWithdrawal', values), run: () => decide.withdrawal(row.id, 'pay') })}
        />
      )}
      <DecisionButton
        tone="danger"
        label={t('approvals.reject')}
        name={t('approvals.name.rejectWithdrawal', { id: row.id })}
        busy={busy}
        onClick={() => ask({ title: t('approvals.name.rejectWithdrawal', values), message: t('approvals.confirm.rejectWithdrawal', values), run: () => decide.withdrawal(row.id, 'reject') })}
      />
    </div>
  );
}

/** Withdrawals waiting for an operator; the payee's account number comes masked from the server. */
export function withdrawalColumns(t: TFunction<'console'>, props: QueueRowProps): DataColumn<PendingWithdrawal>[] {
  const columns: DataColumn<PendingWithdrawal>[] = [
    { header: t('approvals.columns.player'), cell: (row) => <PlayerCell account={row.member.account} nickname={row.member.nickname} {...props} /> },
    { header: t('approvals.columns.amount'), cell: (row) => <Amount minor={row.amount} currency={row.currency} />, align: 'end' },
    {
      header: t('approvals.columns.bank'),
      cell: (row) => (
        <span className="queue-stack">
          <span>{row.bankName}</span>
          <span className="console-muted">
            {row.accountNumber} · {row.holderName}
          </span>
        </span>
      ),
      wrap: true,
    },
    { header: t('approvals.columns.created'), cell: (row) => <ZonedTime iso={row.createdAt} /> },
    {
      header: t('approvals.columns.status'),
      cell: (row) => (row.approval ? <StatusBadge tone="warning" label={t('approvals.status.waiting')} /> : <StatusBadge tone="info" label={t('approvals.status.pending')} />),
    },
  ];
  if (props.mayDecide) columns.push({ header: t('approvals.columns.actions'), cell: (row) => <WithdrawalActions row={row} t={t} {...props} /> });
  return columns;
}
