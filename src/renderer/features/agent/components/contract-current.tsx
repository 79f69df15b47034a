import { useTranslation } from 'react-i18next';
import type { Contract, ContractView } from '@shared/api/contracts';
import { EmptyState } from '@/components/empty-state';
import type { ContractAction } from '../use-contract-action';
import { TerminationState } from './contract-termination';
import { ContractTerms, when } from './contract-terms';
import { ContractSection } from './contract-section';

interface Props {
  view: ContractView;
  decimals: number;
  onAction: (action: ContractAction, contract: Contract) => void;
}

/** The agent's own contract of the page's kind: terms, since when, a termination in progress, or the button to ask for one. */
export function CurrentContract({ view, decimals, onAction }: Props) {
  const { t } = useTranslation('agent');
  const { current } = view;
  return (
    <ContractSection id="current" title={t('contracts.current.title')}>
      {current ? (
        <div className="contract-card">
          <ContractTerms contract={current} currency={view.currency} decimals={decimals} extra={[[t('contracts.terms.since'), when(current.acceptedAt)]]} />
          <TerminationState contract={current} side="agent" onAction={onAction} />
          {current.termination ? null : (
            <div className="contract-buttons">
              <button type="button" className="button button--ghost" onClick={() => onAction('terminate', current)}>
                {t('contracts.actions.terminate.button')}
              </button>
            </div>
          )}
        </div>
      ) : (
        <EmptyState message={t('contracts.current.none', { kind: t(`contracts.kinds.${view.kind}`) })} />
      )}
    </ContractSection>
  );
}
