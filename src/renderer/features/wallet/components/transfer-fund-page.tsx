import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';
import { useVendorWalletsQuery } from '../api';
import { useCurrency } from '@/lib/use-currency';
import { CallAlert } from './call-alert';
import { FundForm } from './fund-form';
import { RecallAllButton } from './recall-all-button';
import { VendorWalletList } from './vendor-wallet-list';
import { WalletPage } from './wallet-page';

/** `transferFund`: the main wallet, each game wallet, moves in and out, and "recall all". */
export default function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const decimals = useCurrency().decimals;
  const { data, error, isLoading } = useVendorWalletsQuery();
  return (
    <WalletPage id="transfer-fund-title" title={t('transferFund.title')} intro={t('transferFund.intro')}>
      {isLoading ? <p role="status">{t('loading')}</p> : null}
      {error ? <CallAlert code={isApiError(error) ? error.code : 'unknown_error'} /> : null}
      {data ? (
        <div className="wallet__grid">
          <div className="wallet__panel">
            <VendorWalletList wallets={data} decimals={decimals} />
            {data.list.length > 0 ? <RecallAllButton hasMoney={data.list.some((w) => w.balance > 0)} /> : null}
          </div>
          {data.list.length > 0 ? (
            <div className="wallet__panel">
              <FundForm wallets={data} decimals={decimals} />
            </div>
          ) : null}
        </div>
      ) : null}
    </WalletPage>
  );
}
