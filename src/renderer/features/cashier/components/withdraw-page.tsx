import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { Tabs } from '@/components/tabs';
import { EmptyState } from '@/components/empty-state';
import { usePayeesQuery, useWithdrawInfoQuery } from '../api';
import { useCurrency } from '@/lib/use-currency';
import { CashierPage } from './cashier-page';
import { PayeeSection } from './payee-section';
import { PaymentPasswordForm } from './payment-password-form';
import { SectionError } from './section-error';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalRecords } from './withdrawal-records';

type Tab = 'request' | 'payees' | 'password';
const TABS: Tab[] = ['request', 'payees', 'password'];

/** What stands between the player and a request: a payee account and a payment password. */
function Missing({ message, action, onGo }: { message: string; action: string; onGo: () => void }) {
  return (
    <EmptyState
      message={message}
      action={
        <button type="button" className="button button--primary" onClick={onGo}>
          {action}
        </button>
      }
    />
  );
}

/** Personal centre `withdraw`: limits and turnover, the request, payees, payment password, records. */
export default function WithdrawPage() {
  const { t } = useTranslation('cashier');
  const currency = useCurrency();
  const info = useWithdrawInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const payees = usePayeesQuery();
  const [tab, setTab] = useState<Tab>('request');
  const payeeList = payees.data?.list ?? [];
  const failed = info.error ?? payees.error;

  let panel;
  if (failed) panel = <SectionError error={failed} onRetry={() => void Promise.all([info.refetch(), payees.refetch()])} />;
  else if (!info.data || !payees.data) panel = <PageLoader />;
  else if (tab === 'payees') panel = <PayeeSection payees={payeeList} />;
  else if (tab === 'password') panel = <PaymentPasswordForm key={String(info.data.hasPaymentPassword)} hasPassword={info.data.hasPaymentPassword} />;
  else if (payeeList.length === 0) panel = <Missing message={t('withdraw.needPayee')} action={t('payee.add')} onGo={() => setTab('payees')} />;
  else if (!info.data.hasPaymentPassword) panel = <Missing message={t('withdraw.needPassword')} action={t('password.setTitle')} onGo={() => setTab('password')} />;
  else panel = <WithdrawForm info={info.data} payees={payeeList} currency={currency.code} decimals={currency.decimals} />;

  return (
    <CashierPage id="withdraw-title" title={t('withdraw.title')}>
      {info.data ? <WithdrawSummary info={info.data} currency={currency.code} /> : null}
      <div className="cashier-card">
        <Tabs items={TABS.map((key) => ({ key, label: t(`withdraw.tabs.${key}`) }))} value={tab} onChange={setTab} label={t('withdraw.sections')} />
        <div role="tabpanel" aria-label={t(`withdraw.tabs.${tab}`)}>
          {panel}
        </div>
      </div>
      {/* Below the form once it stands: drawn earlier, the records would be pushed down as it arrives. */}
      {failed || (info.data && payees.data) ? <WithdrawalRecords payees={payeeList} /> : null}
    </CashierPage>
  );
}
