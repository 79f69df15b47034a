import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payee, Withdrawal } from '@shared/api/cashier';
import { RecordsSection } from '@/components/records-section';
import type { RecordsColumn } from '@/components/records-table';
import { formatDateWithZone } from '@/lib/format';
import { useWithdrawalsQuery } from '../api';
import { moneyText } from '../money';
import { payeeShort } from '../payee-label';
import { ReceiptDialog } from './receipt-dialog';
import { StatusBadge, toneOf } from './status-badge';

function Receipt({ row, onConfirm }: { row: Withdrawal; onConfirm: () => void }) {
  const { t } = useTranslation('cashier');
  if (row.confirmation) return <StatusBadge tone={toneOf(row.confirmation)}>{t(`withdraw.confirmations.${row.confirmation}`)}</StatusBadge>;
  if (row.status !== 'PAID') return <>—</>;
  return (
    <button type="button" className="button button--primary records-table__action" aria-label={t('withdraw.confirmOrder', { id: row.id })} onClick={onConfirm}>
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
  const columns: RecordsColumn<Withdrawal>[] = [
    { header: t('common.orderNo'), cell: (row) => row.id },
    { header: t('common.time'), cell: (row) => formatDateWithZone(row.createdAt) },
    { header: t('withdraw.payee'), cell: (row) => payeeOf(row.payeeId) },
    { header: t('common.amount'), cell: (row) => moneyText(row.amount, row.currency), className: 'records-table__money' },
    { header: t('common.status'), cell: (row) => <StatusBadge tone={toneOf(row.status)}>{t(`withdraw.statuses.${row.status}`)}</StatusBadge> },
    { header: t('withdraw.receipt'), cell: (row) => <Receipt row={row} onConfirm={() => setConfirming(row)} /> },
  ];
  return (
    <RecordsSection id="withdrawal-records-title" title={t('withdraw.records')} columns={columns} rows={data?.list ?? []} rowKey={(row) => row.id} stacked emptyText={t('common.empty')} loading={isLoading} error={error} errorIntro={t('common.loadFailed')} onRetry={() => void refetch()}>
      {confirming ? <ReceiptDialog withdrawal={confirming} payee={payeeOf(confirming.payeeId)} onClose={() => setConfirming(null)} /> : null}
    </RecordsSection>
  );
}
