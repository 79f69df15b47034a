import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payee, Withdrawal } from '@shared/api/cashier';
import { formatDateWithZone } from '@/lib/format';
import { useWithdrawalsQuery } from '../api';
import { moneyText } from '../money';
import { payeeShort } from '../payee-label';
import { ReceiptDialog } from './receipt-dialog';
import { SectionError } from './section-error';
import { StatusBadge, toneOf } from './status-badge';

function Receipt({ row, onConfirm }: { row: Withdrawal; onConfirm: () => void }) {
  const { t } = useTranslation('cashier');
  if (row.confirmation) return <StatusBadge tone={toneOf(row.confirmation)}>{t(`withdraw.confirmations.${row.confirmation}`)}</StatusBadge>;
  if (row.status !== 'PAID') return <>—</>;
  return (
    <button type="button" className="button button--primary cashier-table__action" aria-label={t('withdraw.confirmOrder', { id: row.id })} onClick={onConfirm}>
      {t('withdraw.confirm')}
    </button>
  );
}

/** The latest withdrawals with their status; a paid one without an answer asks the player to confirm receipt. */
export function WithdrawalRecords({ payees }: { payees: Payee[] }) {
  const { t } = useTranslation('cashier');
  const { data, error, isLoading, refetch } = useWithdrawalsQuery(undefined, { refetchOnFocus: true });
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const list = data?.list ?? [];
  const payeeOf = (id: number) => {
    const payee = payees.find((p) => p.id === id);
    return payee ? payeeShort(payee) : t('withdraw.unknownPayee');
  };
  return (
    <section className="cashier-records" aria-labelledby="withdrawal-records-title">
      <h2 id="withdrawal-records-title" className="cashier__subtitle">
        {t('withdraw.records')}
      </h2>
      {error ? (
        <SectionError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="cashier-table-wrap">
          <table className="cashier-table" aria-labelledby="withdrawal-records-title">
            <thead>
              <tr>
                <th scope="col">{t('common.orderNo')}</th>
                <th scope="col">{t('common.time')}</th>
                <th scope="col">{t('withdraw.payee')}</th>
                <th scope="col">{t('common.amount')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('withdraw.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('common.orderNo')}>{row.id}</td>
                  <td data-label={t('common.time')}>{formatDateWithZone(row.createdAt)}</td>
                  <td data-label={t('withdraw.payee')}>{payeeOf(row.payeeId)}</td>
                  <td data-label={t('common.amount')} className="cashier-table__money">{moneyText(row.amount, row.currency)}</td>
                  <td data-label={t('common.status')}>
                    <StatusBadge tone={toneOf(row.status)}>{t(`withdraw.statuses.${row.status}`)}</StatusBadge>
                  </td>
                  <td data-label={t('withdraw.receipt')}>
                    <Receipt row={row} onConfirm={() => setConfirming(row)} />
                  </td>
                </tr>
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
      {confirming ? <ReceiptDialog withdrawal={confirming} payee={payeeOf(confirming.payeeId)} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}
