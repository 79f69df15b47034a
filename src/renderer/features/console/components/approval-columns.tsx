import type { TFunction } from 'i18next';
import type { Approval } from '@shared/api/approvals';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { ZonedTime } from '@/components/zoned-time';
import { moneyText } from '@/lib/format';
import { DecisionButton } from './decision-button';
import { PlayerCell } from './player-cell';
import type { QueueRowProps } from './queue-row';

export interface ApprovalRowProps extends QueueRowProps {
  /** The player an approval is about (a grant names it; a withdrawal's comes from the queue). */
  accountOf: (approval: Approval) => string | null;
  onReject: (approval: Approval) => void;
}

const KIND_LABEL = { 'withdrawal.pay': 'approvals.kind.withdrawalPay', 'bonus.grant': 'approvals.kind.bonusGrant', 'balance.adjust': 'approvals.kind.balanceAdjust' } as const;

function requestText(t: TFunction<'console'>, approval: Approval): string {
  if (approval.kind === 'withdrawal.pay') return t('approvals.target.withdrawal', { id: approval.targetId });
  return approval.kind === 'bonus.grant' ? t('approvals.target.bonus', { account: approval.targetId }) : t('approvals.target.adjust', { account: approval.targetId });
}

/** The maker may not decide what it filed (the server refuses too): it reads why instead. */
function ApprovalActions({ row, t, ask, decide, busy, actor, onReject }: { row: Approval; t: TFunction<'console'> } & ApprovalRowProps) {
  if (row.maker === actor) return <p className="queue-own">{t('approvals.own')}</p>;
  const values = { amount: moneyText(row.amount, row.currency), id: row.id };
  return (
    <div className="queue-actions">
      <DecisionButton
        tone="primary"
        label={t('approvals.approve')}
        name={t('approvals.name.approveRequest', { id: row.id })}
        busy={busy}
        onClick={() => ask({ title: t('approvals.name.approveRequest', values), message: t('approvals.confirm.approveRequest', values), run: () => decide.approve(row.id) })}
      />
      <DecisionButton tone="danger" label={t('approvals.reject')} name={t('approvals.name.rejectRequest', { id: row.id })} busy={busy} onClick={() => onReject(row)} />
    </div>
  );
}

/** Money actions filed for a second operator (maker-checker). */
export function approvalColumns(t: TFunction<'console'>, props: ApprovalRowProps): DataColumn<Approval>[] {
  const columns: DataColumn<Approval>[] = [
    {
      header: t('approvals.columns.kind'),
      cell: (row) => {
        const reason = typeof row.details.reason === 'string' ? row.details.reason : null;
        return (
          <span className="queue-stack">
            <strong>{t(KIND_LABEL[row.kind])}</strong>
            <span className="console-muted">{requestText(t, row)}</span>
            {reason ? <span className="console-muted">{t('approvals.reason', { reason })}</span> : null}
          </span>
        );
      },
      wrap: true,
    },
    {
      header: t('approvals.columns.player'),
      cell: (row) => {
        const account = props.accountOf(row);
        return account ? <PlayerCell account={account} nickname="" {...props} /> : '—';
      },
    },
    { header: t('approvals.columns.amount'), cell: (row) => <Amount minor={row.amount} currency={row.currency} />, align: 'end' },
    { header: t('approvals.columns.maker'), cell: (row) => (row.maker === props.actor ? t('approvals.makerYou', { maker: row.maker }) : row.maker) },
    { header: t('approvals.columns.created'), cell: (row) => <ZonedTime iso={row.createdAt} /> },
  ];
  if (props.mayDecide) columns.push({ header: t('approvals.columns.actions'), cell: (row) => <ApprovalActions row={row} t={t} {...props} />, wrap: true });
  return columns;
}
