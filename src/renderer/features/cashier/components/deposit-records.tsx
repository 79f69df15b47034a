import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@shared/api/cashier';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { TableSection } from '@/components/table-section';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { formatDateWithZone } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { useDepositsQuery } from '../api';
import { FIRST_PAGE } from '../use-deposit-watch';
import { statusTone } from '../status-tone';

function PayLink({ order, onPay }: { order: Deposit; onPay: (order: Deposit) => void }) {
  const { t } = useTranslation('cashier');
  if (!order.paymentUrl) return <>—</>;
  return (
    <a className="button button--ghost data-table__action" href={order.paymentUrl} target="_blank" rel="noopener noreferrer" aria-label={t('deposit.payOrder', { id: order.id })} onClick={() => onPay(order)}>
      {t('deposit.pay')}
    </a>
  );
}

/** The player's deposit orders, newest first, with their status; a pending gateway order can be paid. */
export function DepositRecords({ onPay }: { onPay: (order: Deposit) => void }) {
  const { t } = useTranslation('cashier');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useDepositsQuery({ ...FIRST_PAGE, page });
  const columns: DataColumn<Deposit>[] = [
    { header: t('common.orderNo'), cell: (order) => order.id },
    { header: t('common.time'), cell: (order) => formatDateWithZone(order.createdAt) },
    { header: t('deposit.method'), cell: (order) => t(`deposit.kinds.${order.kind}`) },
    { header: t('common.amount'), cell: (order) => <Amount minor={order.amount} currency={order.currency} />, align: 'end' },
    { header: t('common.status'), cell: (order) => <StatusBadge tone={statusTone(order.status)} label={t(`deposit.statuses.${order.status}`)} /> },
    { header: t('common.action'), cell: (order) => <PayLink order={order} onPay={onPay} /> },
  ];
  return (
    <TableSection id="deposit-records-title" title={t('deposit.records')} columns={columns} rows={data?.list ?? []} rowKey={(order) => order.id} stacked emptyText={t('common.empty')} loading={isLoading} error={error} errorIntro={t('common.loadFailed')} onRetry={() => void refetch()}>
      <Pager page={page} totalPages={pageCount(data?.total ?? 0, FIRST_PAGE.size)} total={data?.total} onPage={setPage} />
    </TableSection>
  );
}
