import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@shared/api/cashier';
import { StatusBadge } from '@/components/status-badge';
import { moneyText } from '@/lib/format';
import { statusTone } from '../status-tone';

function messageKey(order: Deposit): string {
  if (order.status === 'PENDING') return order.kind === 'MANUAL_BANK' ? 'deposit.waitingBank' : 'deposit.waitingGateway';
  return `deposit.${order.status.toLowerCase()}`;
}

/** The order made on this visit: its status as it changes, the payment page link, a manual check. */
export function DepositOrder({ order, popupBlocked, paymentUrl, checking, onCheck }: { order: Deposit; popupBlocked: boolean; paymentUrl: string | null; checking: boolean; onCheck: () => void }) {
  const { t } = useTranslation('cashier');
  const amount = moneyText(order.amount, order.currency);
  const pending = order.status === 'PENDING';
  const ref = useRef<HTMLElement>(null);
  // On a phone the card sits below the form: bring the new order into view.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), [order.id]);
  return (
    <section ref={ref} className="cashier-card cashier-order" aria-labelledby="deposit-order-title" aria-live="polite">
      <h2 id="deposit-order-title" className="cashier-card__title">
        {t('deposit.current', { id: order.id })}
      </h2>
      <dl className="cashier-order__facts">
        <div>
          <dt>{t('common.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('common.status')}</dt>
          <dd>
            <StatusBadge tone={statusTone(order.status)} label={t(`deposit.statuses.${order.status}`)} />
          </dd>
        </div>
      </dl>
      <p className="cashier-order__message" role="status">
        {t(messageKey(order), { id: order.id, amount })}
      </p>
      {pending && popupBlocked ? <p className="form-alert">{t('deposit.popupBlocked')}</p> : null}
      {pending ? (
        <div className="form-actions">
          {paymentUrl ? (
            <a className="button button--primary" href={paymentUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.openPayment')}
            </a>
          ) : null}
          <button type="button" className="button button--ghost" disabled={checking} onClick={onCheck}>
            {t('deposit.checkStatus')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
