import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';
import { useTransferUplineMutation, useVendorWalletsQuery } from '../api';
import { moneyText } from '@/lib/format';
import { useAmountMove } from '../use-amount-move';
import { useCurrency } from '@/lib/use-currency';
import { CallAlert } from './call-alert';
import { MoveControls } from './move-controls';
import { WalletPage } from './wallet-page';

/** `transferUpline`: main wallet → the upline agent's main wallet. */
export default function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const decimals = useCurrency().decimals;
  const { data, error: loadError } = useVendorWalletsQuery();
  const [transferUpline, { isLoading }] = useTransferUplineMutation();
  const move = useAmountMove(decimals, isLoading);
  const available = data?.mainBalance ?? 0;
  const money = (minor: number) => moneyText(minor, data?.currency ?? '', decimals);
  const submit = move.submit({
    // No balance check here: the server says no_upline first, which is the news an account without an upline needs.
    availableText: money(available),
    contentOf: String,
    send: async (amount, key) => {
      const result = await transferUpline({ amount, key }).unwrap();
      return t('upline.done', { amount: money(result.amount), main: money(result.balanceAfter) });
    },
  });

  return (
    <WalletPage id="upline-title" title={t('upline.title')} intro={t('upline.intro')}>
      {loadError ? <CallAlert code={isApiError(loadError) ? loadError.code : 'unknown_error'} /> : null}
      <div className="wallet__panel wallet__panel--narrow">
        <dl className="wallet-main">
          <dt className="wallet-main__label">{t('upline.available')}</dt>
          <dd className="wallet-main__amount" data-testid="upline-available">
            {data ? money(available) : '—'}
          </dd>
        </dl>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('upline.title')}>
          <MoveControls move={move} available={available} availableText={money(available)} decimals={decimals} submitLabel={t('upline.submit')} busy={isLoading || !data} />
        </form>
      </div>
    </WalletPage>
  );
}
