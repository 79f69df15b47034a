import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payee, Withdrawal } from '@shared/api/cashier';
import { TableSection } from '@/components/table-section';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { formatDateWithZone } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { useWithdrawalsQuery } from '../api';
import { payeeShort } from '../payee-label';
import { statusTone } from '../status-tone';
import { ReceiptDialog } from './receipt-dialog';

function Receipt({ row, onConfirm }: { row: Withdrawal; onConfirm: () => void }) {
  const { t } = useTranslation('cashier');
  if (row.confirmation) return <StatusBadge tone={statusTone(row.confirmation)} label={t(`withdraw.confirmations.${row.confirmation}`)} />;
  if (row.status !== 'PAID') return <>—</>;
  return (
    <button type="button" className="button button--primary data-table__action" aria-label={t('withdraw.confirmOrder', { id: row.id })} onClick={onConfirm}>
      {t('withdraw.confirm')}
    </button>
  );
}

/** The latest withdrawals with their status; a paid one without an answer asks the player to confirm receipt. */
export function WithdrawalRecords({ payees }: { payees: Payee[] }) {
  const { t } = useTranslation('cashier');
  const { data, error, isLoading, refetch } = useWithdrawalsQuery(undefined, { refetchOnFocus: true });
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const payeeOf = (id: number) => {
    const payee = payees.find((p) => p.id === id);
    return payee ? payeeShort(payee) : t('withdraw.unknownPayee');
  };
  const columns: DataColumn<Withdrawal>[] = [
    { header: t('common.orderNo'), cell: (row) => row.id },
    { header: t('common.time'), cell: (row) => formatDateWithZone(row.createdAt) },
    { header: t('withdraw.payee'), cell: (row) => payeeOf(row.payeeId) },
    { header: t('common.amount'), cell: (row) => <Amount minor={row.amount} currency={row.currency} />, align: 'end' },
    { header: t('common.status'), cell: (row) => <StatusBadge tone={statusTone(row.status)} label={t(`withdraw.statuses.${row.status}`)} /> },
    { header: t('withdraw.receipt'), cell: (row) => <Receipt row={row} onConfirm={() => setConfirming(row)} /> },
  ];
  return (
    <TableSection id="withdrawal-records-title" title={t('withdraw.records')} columns={columns} rows={data?.list ?? []} rowKey={(row) => row.id} stacked emptyText={t('common.empty')} loading={isLoading} error={error} errorIntro={t('common.loadFailed')} onRetry={() => void refetch()}>
      {confirming ? <ReceiptDialog withdrawal={confirming} payee={payeeOf(confirming.payeeId)} onClose={() => setConfirming(null)} /> : null}
    </TableSection>
  );
}
