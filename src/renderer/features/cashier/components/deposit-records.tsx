import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@shared/api/cashier';
import { formatDateWithZone } from '@/lib/format';
import { useDepositsQuery } from '../api';
import { pageCount } from '../deposit-watch';
import { moneyText } from '../money';
import { FIRST_PAGE } from '../use-deposit-watch';
import { Pager } from './pager';
import { SectionError } from './section-error';
import { StatusBadge, toneOf } from './status-badge';

function Row({ order, onPay }: { order: Deposit; onPay: (order: Deposit) => void }) {
  const { t } = useTranslation('cashier');
  return (
    <tr>
      <td data-label={t('common.orderNo')}>{order.id}</td>
      <td data-label={t('common.time')}>{formatDateWithZone(order.createdAt)}</td>
      <td data-label={t('deposit.method')}>{t(`deposit.kinds.${order.kind}`)}</td>
      <td data-label={t('common.amount')} className="cashier-table__money">{moneyText(order.amount, order.currency)}</td>
      <td data-label={t('common.status')}>
        <StatusBadge tone={toneOf(order.status)}>{t(`deposit.statuses.${order.status}`)}</StatusBadge>
      </td>
      <td data-label={t('common.action')}>
        {order.paymentUrl ? (
          <a className="button button--ghost cashier-table__action" href={order.paymentUrl} target="_blank" rel="noopener noreferrer" aria-label={t('deposit.payOrder', { id: order.id })} onClick={() => onPay(order)}>
            {t('deposit.pay')}
          </a>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/** The player's deposit orders, newest first, with their status; a pending gateway order can be paid. */
export function DepositRecords({ onPay }: { onPay: (order: Deposit) => void }) {
  const { t } = useTranslation('cashier');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useDepositsQuery({ ...FIRST_PAGE, page });
  const list = data?.list ?? [];
  return (
    <section className="cashier-records" aria-labelledby="deposit-records-title">
      <h2 id="deposit-records-title" className="cashier__subtitle">
        {t('deposit.records')}
      </h2>
      {error ? (
        <SectionError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="cashier-table-wrap">
          <table className="cashier-table" aria-labelledby="deposit-records-title">
            <thead>
              <tr>
                <th scope="col">{t('common.orderNo')}</th>
                <th scope="col">{t('common.time')}</th>
                <th scope="col">{t('deposit.method')}</th>
                <th scope="col">{t('common.amount')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('common.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <Row key={order.id} order={order} onPay={onPay} />
              ))}
              {!isLoading && list.length === 0 ? (
                <tr>
                  <td colSpan={6} className="cashier-table__empty">{t('common.empty')}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pageCount(data?.total ?? 0, FIRST_PAGE.size)} onChange={setPage} />
    </section>
  );
}
