import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KIND_PAGE, type ContractKind } from '@shared/api/contract-kinds';
import { moneyText } from '@/lib/format';
import { useCurrency } from '@/lib/use-currency';
import { useContractViewQuery } from '../contracts-api';
import { useContractAction } from '../use-contract-action';
import { ContractActionDialog } from './contract-action-dialog';
import { CurrentContract } from './contract-current';
import { ContractDownlines } from './contract-downlines';
import { ContractHistory } from './contract-history';
import { ContractOfferForm } from './contract-offer-form';
import { ContractOffers } from './contract-offers';
import { ContractSettlements } from './contract-settlements';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import '../team.css';
import '../contracts.css';

/**
 * One contract kind's agent page (`agentDividendRecordCopy2`, `agentDailyWages2`, `agentHourSalary`,
 * `agentRealtimeSalary`): offers waiting for the agent, its contract, its settlements, and for an
 * agent with downline agents their contracts and the offer form; then the history of every event.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const { decimals } = useCurrency();
  const page = CONTRACT_KIND_PAGE[kind];
  const { currentData: view, error, isFetching, refetch } = useContractViewQuery({ kind });
  const actions = useContractAction();
  const [account, setAccount] = useState('');
  const offerTo = (downline: string) => {
    setAccount(downline);
    document.getElementById('contract-offer-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <section className="team contracts" aria-labelledby={`${page}-title`}>
      <TeamHeading page={page} intro={t(`contracts.intros.${kind}`)} />
      <QueryState loading={isFetching && !view} error={error} empty={false} onRetry={() => void refetch()}>
        {view ? (
          <>
            <p className="contract-muted contract-rules">
              {t('contracts.rules', { amount: moneyText(view.activeMemberMinBet, view.currency, decimals), hours: String(view.requestExpiryHours) })}
            </p>
            <ContractOffers view={view} decimals={decimals} onAction={actions.start} />
            <CurrentContract view={view} decimals={decimals} onAction={actions.start} />
            <ContractSettlements kind={kind} decimals={decimals} paysDownlines={view.downlines.length > 0} />
            {view.downlines.length > 0 ? <ContractDownlines view={view} onAction={actions.start} onOffer={offerTo} /> : null}
            {view.mayOffer && view.downlines.length > 0 ? <ContractOfferForm view={view} decimals={decimals} account={account} onAccount={setAccount} /> : null}
            <ContractHistory events={view.history} />
          </>
        ) : null}
      </QueryState>
      {actions.pending ? <ContractActionDialog pending={actions.pending} error={actions.error} busy={actions.busy} onConfirm={actions.confirm} onClose={actions.close} /> : null}
    </section>
  );
}
