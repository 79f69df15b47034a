import { useTranslation } from 'react-i18next';
import type { VendorWallets } from '@shared/api/wallet';
import { moneyText } from '@/lib/format';

/** The main wallet and every game wallet with its balance. */
export function VendorWalletList({ wallets, decimals }: { wallets: VendorWallets; decimals: number }) {
  const { t } = useTranslation('wallet');
  const money = (minor: number) => moneyText(minor, wallets.currency, decimals);
  return (
    <>
      <dl className="wallet-main">
        <dt className="wallet-main__label">{t('transferFund.mainWallet')}</dt>
        <dd className="wallet-main__amount" data-testid="main-wallet">
          {money(wallets.mainBalance)}
        </dd>
      </dl>
      <h2 className="wallet__subtitle">{t('transferFund.gameWallets')}</h2>
      {wallets.list.length === 0 ? (
        <p className="wallet__empty">{t('transferFund.noWallets')}</p>
      ) : (
        <ul className="wallet-list" aria-label={t('transferFund.gameWallets')}>
          {wallets.list.map((wallet) => (
            <li key={wallet.code} className="wallet-card" data-testid={`wallet-${wallet.code}`}>
              <span className="wallet-card__name">{wallet.name}</span>
              <strong className="wallet-card__amount">{money(wallet.balance)}</strong>
              {wallet.maintenance ? <span className="wallet-card__badge">{t('transferFund.maintenance')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
