import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payee } from '@shared/api/cashier';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateWithZone } from '@/lib/format';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useRemovePayeeMutation } from '../api';
import { ErrorAlert } from '@/components/error-alert';
import { PayeeForm } from './payee-form';

/** The payee accounts (numbers masked by the server), removal after a question, and the add form. */
export function PayeeSection({ payees }: { payees: Payee[] }) {
  const { t } = useTranslation('cashier');
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState<Payee | null>(null);
  const [remove, { error }] = useRemovePayeeMutation();
  const confirmRemove = async (payee: Payee) => {
    setRemoving(null);
    try {
      await remove(payee.id).unwrap();
      dispatch(toastShown({ key: 'cashier:payee.removed', tone: 'success' }));
    } catch {
      // The alert below shows why.
    }
  };
  return (
    <div className="cashier-payees">
      <section aria-labelledby="payee-list-title">
        <h3 id="payee-list-title" className="cashier-card__title">
          {t('payee.list')}
        </h3>
        {payees.length === 0 ? <p className="form-hint">{t('payee.empty')}</p> : null}
        <ul className="cashier-payee-list">
          {payees.map((payee) => (
            <li key={payee.id} className="cashier-payee">
              <span className="cashier-payee__bank">{payee.bankName}</span>
              <span className="cashier-payee__account">{payee.accountNumber}</span>
              <span className="cashier-payee__holder">{payee.holderName}</span>
              <span className="cashier-payee__date">
                {t('payee.addedAt')}: {formatDateWithZone(payee.createdAt)}
              </span>
              <button type="button" className="button button--ghost cashier-payee__remove" aria-label={t('payee.removeLabel', { bank: payee.bankName, account: payee.accountNumber })} onClick={() => setRemoving(payee)}>
                {t('payee.remove')}
              </button>
            </li>
          ))}
        </ul>
        <ErrorAlert error={error} />
      </section>
      <PayeeForm />
      {removing ? (
        <ConfirmDialog
          title={t('payee.removeTitle')}
          message={t('payee.removeMessage', { bank: removing.bankName, account: removing.accountNumber })}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
