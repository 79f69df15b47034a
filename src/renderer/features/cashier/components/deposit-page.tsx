import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@shared/api/cashier';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/components/empty-state';
import { useDepositMethodsQuery } from '../api';
import { useCurrency } from '@/lib/use-currency';
import { useDepositWatch } from '../use-deposit-watch';
import { CashierPage } from './cashier-page';
import { DepositForm } from './deposit-form';
import { DepositGuide } from './deposit-guide';
import { DepositMethods } from './deposit-methods';
import { DepositOrder } from './deposit-order';
import { DepositRecords } from './deposit-records';
import { SectionError } from './section-error';

interface Watched {
  order: Deposit;
  popupBlocked: boolean;
}

/** Personal centre `depositv2`: choose a method, create an order, follow it until it is decided. */
export default function DepositPage() {
  const { t } = useTranslation('cashier');
  const currency = useCurrency();
  const methods = useDepositMethodsQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const [watched, setWatched] = useState<Watched | null>(null);
  const watch = useDepositWatch(watched?.order ?? null);
  const list = methods.data?.list ?? [];
  const method = list.find((m) => m.code === chosen) ?? list[0];
  const order = watched ? (watch.current ?? watched.order) : null;

  let body;
  if (methods.error) body = <SectionError error={methods.error} onRetry={() => void methods.refetch()} />;
  else if (methods.isLoading) body = <PageLoader />;
  else if (!method) body = <EmptyState message={t('deposit.noMethods')} />;
  else
    body = (
      <div className="cashier__grid">
        <div className="cashier-card">
          <DepositMethods methods={list} value={method.code} onChange={setChosen} currency={currency.code} />
          <DepositForm key={method.code} method={method} currency={currency.code} decimals={currency.decimals} onCreated={(created, popupBlocked) => setWatched({ order: created, popupBlocked })} />
        </div>
        <div className="cashier__side">
          {order && watched ? (
            <DepositOrder order={order} popupBlocked={watched.popupBlocked} paymentUrl={watched.order.paymentUrl} checking={watch.isFetching} onCheck={() => void watch.refetch()} />
          ) : null}
          <DepositGuide kind={method.kind} />
        </div>
      </div>
    );

  return (
    <CashierPage id="deposit-title" title={t('deposit.title')}>
      {body}
      {/* Below the form once it stands: drawn earlier, the records would be pushed down as it arrives. */}
      {methods.isLoading ? null : <DepositRecords onPay={(paying) => setWatched({ order: paying, popupBlocked: false })} />}
    </CashierPage>
  );
}
