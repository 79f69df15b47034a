import { useTranslation } from 'react-i18next';
import { useBalanceQuery } from '@/lib/session-api';
import { moneyText } from '@/lib/format';
import { decimalToMinor } from '../money';

/** The main balance, fresh on arrival and whenever the player returns to the tab. */
export function BalanceLine() {
  const { t } = useTranslation('cashier');
  const { data, isFetching, refetch } = useBalanceQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  return (
    <div className="cashier-balance">
      <span className="cashier-balance__label">{t('common.balance')}</span>
      <strong className="cashier-balance__value" data-testid="cashier-balance">
        {data ? moneyText(decimalToMinor(data.balance), data.currency) : '—'}
      </strong>
      <button type="button" className="button button--ghost cashier-balance__refresh" disabled={isFetching} onClick={() => void refetch()}>
        {t('common.refresh')}
      </button>
    </div>
  );
}
