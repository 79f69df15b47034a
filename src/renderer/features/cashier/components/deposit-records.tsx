import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@shared/api/cashier';
import { RecordsSection } from '@/components/records-section';
import type { RecordsColumn } from '@/components/records-table';
import { formatDateWithZone } from '@/lib/format';
import { useDepositsQuery } from '../api';
import { pageCount } from '../deposit-watch';
import { moneyText } from '../money';
import { FIRST_PAGE } from '../use-deposit-watch';
import { Pager } from './pager';
import { StatusBadge, toneOf } from './status-badge';

function PayLink({ order, onPay }: { order: Deposit; onPay: (order: Deposit) => void }) {
  const { t } = useTranslation('cashier');
  if (!order.paymentUrl) return <>—</>;
  return (
    <a className="button button--ghost records-table__action" href={order.paymentUrl} target="_blank" rel="noopener noreferrer" aria-label={t('deposit.payOrder', { id: order.id })} onClick={() => onPay(order)}>
      {t('deposit.pay')}
    </a>
  );
}

/** The player's deposit orders, newest first, with their status; a pending gateway order can be paid. */
export function DepositRecords({ onPay }: { onPay: (order: Deposit) => void }) {
  const { t } = useTranslation('cashier');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useDepositsQuery({ ...FIRST_PAGE, page });
  const columns: RecordsColumn<Deposit>[] = [
    { header: t('common.orderNo'), cell: (order) => order.id },
    { header: t('common.time'), cell: (order) => formatDateWithZone(order.createdAt) },
    { header: t('deposit.method'), cell: (order) => t(`deposit.kinds.${order.kind}`) },
    { header: t('common.amount'), cell: (order) => moneyText(order.amount, order.currency), className: 'records-table__money' },
    { header: t('common.status'), cell: (order) => <StatusBadge tone={toneOf(order.status)}>{t(`deposit.statuses.${order.status}`)}</StatusBadge> },
    { header: t('common.action'), cell: (order) => <PayLink order={order} onPay={onPay} /> },
  ];
  return (
    <RecordsSection id="deposit-records-title" title={t('deposit.records')} columns={columns} rows={data?.list ?? []} rowKey={(order) => order.id} stacked emptyText={t('common.empty')} loading={isLoading} error={error} errorIntro={t('common.loadFailed')} onRetry={() => void refetch()}>
      <Pager page={page} pages={pageCount(data?.total ?? 0, FIRST_PAGE.size)} onChange={setPage} />
    </RecordsSection>
  );
}
