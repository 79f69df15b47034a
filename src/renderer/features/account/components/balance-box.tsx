import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useBalanceQuery } from '@/lib/session-api';
import { readStorage, writeStorage } from '@/lib/storage';
import { HIDE_BALANCE_KEY, balanceText } from '../balance-text';

/** Balance with hide (remembered) and refresh. */
export function BalanceBox() {
  const { t } = useTranslation('account');
  const { data, isFetching, refetch } = useBalanceQuery();
  const [hidden, setHidden] = useState(() => readStorage('local', HIDE_BALANCE_KEY) === 'true');
  const toggle = () => {
    writeStorage('local', HIDE_BALANCE_KEY, hidden ? null : 'true');
    setHidden(!hidden);
  };
  return (
    <div className="balance-box">
      <span className="balance-box__amount" aria-label={t('balance')} data-testid="balance">
        {balanceText(data?.balance, data?.currencySymbol ?? '', hidden)}
      </span>
      <button type="button" className="icon-button" aria-label={hidden ? t('showBalance') : t('hideBalance')} aria-pressed={hidden} onClick={toggle}>
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button type="button" className={`icon-button${isFetching ? ' is-spinning' : ''}`} aria-label={t('refreshBalance')} onClick={() => void refetch()}>
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}
