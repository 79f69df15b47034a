import { useTranslation } from 'react-i18next';
import type { Contract } from '@shared/api/contracts';
import type { ContractAction } from '../use-contract-action';
import { uplineName, when } from './contract-terms';

export type Side = 'agent' | 'upline';

/**
 * A contract's termination request as one side sees it: its own request waiting for the other
 * side, or the other side's request with the buttons to agree or keep the contract.
 */
export function TerminationState({ contract, side, onAction }: { contract: Contract; side: Side; onAction: (action: ContractAction, contract: Contract) => void }) {
  const { t } = useTranslation('agent');
  const { termination } = contract;
  if (!termination) return null;
  const times = { time: when(termination.requestedAt), expires: when(termination.expiresAt) };
  if (termination.requestedBy === side) {
    return (
      <p className="contract-note" role="status">
        {t('contracts.termination.mine', times)}
      </p>
    );
  }
  const who = side === 'agent' ? uplineName(contract, t('contracts.house')) : contract.agent.account;
  return (
    <div className="contract-note contract-note--ask" role="status">
      <p>{t('contracts.termination.theirs', { ...times, who })}</p>
      <div className="contract-buttons">
        <button type="button" className="button button--danger" onClick={() => onAction('acceptTermination', contract)}>
          {t('contracts.actions.acceptTermination.button')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAction('rejectTermination', contract)}>
          {t('contracts.actions.rejectTermination.button')}
        </button>
      </div>
    </div>
  );
}
