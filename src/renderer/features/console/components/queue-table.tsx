import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approval } from '@shared/api/approvals';
import type { Queues } from '@shared/api/queues';
import { DataTable } from '@/components/data-table';
import type { QueueTab } from '../queue-tab';
import { approvalColumns } from './approval-columns';
import { depositColumns } from './deposit-columns';
import type { QueueRowProps } from './queue-row';
import { withdrawalColumns } from './withdrawal-columns';

interface QueueTableProps extends QueueRowProps {
  tab: QueueTab;
  queues: Queues;
  labelledBy: string;
  onReject: (approval: Approval) => void;
}

/** The open tab's queue as a table (cards on phones). */
export function QueueTable({ tab, queues, labelledBy, onReject, ...row }: QueueTableProps) {
  const { t } = useTranslation('console');
  const common = { labelledBy, label: t(`approvals.table.${tab}`), emptyText: t(`approvals.empty.${tab}`), stacked: true };
  const accountOf = useMemo(() => {
    const byWithdrawal = new Map(queues.withdrawals.map((withdrawal) => [String(withdrawal.id), withdrawal.member.account]));
    return (approval: Approval) => (approval.kind === 'bonus.grant' ? approval.targetId : (byWithdrawal.get(approval.targetId) ?? null));
  }, [queues.withdrawals]);

  if (tab === 'deposits') return <DataTable {...common} columns={depositColumns(t, row)} rows={queues.deposits} rowKey={(deposit) => deposit.id} />;
  if (tab === 'withdrawals') return <DataTable {...common} columns={withdrawalColumns(t, row)} rows={queues.withdrawals} rowKey={(withdrawal) => withdrawal.id} />;
  return <DataTable {...common} columns={approvalColumns(t, { ...row, accountOf, onReject })} rows={queues.approvals} rowKey={(approval) => approval.id} />;
}
