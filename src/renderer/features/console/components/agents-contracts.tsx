import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@shared/api/contracts';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { formatDateWithZone, moneyText } from '@/lib/format';
import { AgentsSection } from './agents-section';
import { contractActions, contractTone, rateText, type ContractAction } from '../agents-rules';

export interface ContractsProps {
  contracts: Contract[];
  currency: string;
  /** Null when the operator may not act (agents.manage). */
  onAction: ((contract: Contract, action: ContractAction) => void) | null;
  busy: boolean;
  /** The section's own action beside its heading ("Offer a contract"). */
  headAction?: ReactNode;
}

function Terms({ contract, currency }: { contract: Contract; currency: string }) {
  const { t } = useTranslation('consoleAgents');
  return (
    <ol className="agents-contract__tiers">
      {contract.tiers.map((tier, index) => (
        <li key={index}>{t('contracts.tier', { turnover: moneyText(tier.minTurnover, currency), active: tier.minActive, rate: rateText(tier.rateBp) })}</li>
      ))}
    </ol>
  );
}

function ContractCard({ contract, currency, onAction, busy }: Omit<ContractsProps, 'contracts' | 'headAction'> & { contract: Contract }) {
  const { t } = useTranslation('consoleAgents');
  const headingId = useId();
  const actions = onAction ? contractActions(contract, new Date()) : [];
  const parties = t('contracts.party', { upline: contract.upline?.account ?? t('contracts.house'), agent: contract.agent.account });
  return (
    <li className="agents-contract" aria-labelledby={headingId}>
      <div className="agents-contract__head">
        <h4 id={headingId} className="agents-contract__title">
          {t(`kind.${contract.kind}`)} · {parties}
        </h4>
        <StatusBadge tone={contractTone(contract.status)} label={t(`contractStatus.${contract.status}`)} />
      </div>
      <p className="agents-contract__line console-muted">
        {t(`periodType.${contract.periodType}`)}
        {contract.acceptedAt ? (
          <>
            {' · '}
            {t('contracts.since')} <ZonedTime iso={contract.acceptedAt} />
          </>
        ) : null}
        {contract.endReason ? ` · ${t(`contracts.endReason.${contract.endReason}`)}` : null}
      </p>
      <Terms contract={contract} currency={currency} />
      {contract.termination ? (
        <p className="agents-contract__termination" role="note">
          {t('contracts.termination', { side: t(`contracts.side.${contract.termination.requestedBy}`), until: formatDateWithZone(contract.termination.expiresAt) })}
        </p>
      ) : null}
      {actions.length > 0 && onAction ? (
        <div className="agents-contract__actions">
          {actions.map((action) => (
            <button key={action} type="button" className={`button ${action === 'terminate' ? 'button--danger' : 'button--ghost'}`} disabled={busy} onClick={() => onAction(contract, action)}>
              {t(`contracts.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The agent's contracts as cards (terms are a table of tiers, too wide for a row), with the operator's actions. */
export function AgentsContracts({ contracts, headAction, ...rest }: ContractsProps) {
  const { t } = useTranslation('consoleAgents');
  return (
    <AgentsSection heading={t('contracts.heading')} headAction={headAction}>
      {contracts.length === 0 ? <p className="console-muted">{t('contracts.empty')}</p> : null}
      <ul className="agents-contracts">
        {contracts.map((contract) => (
          <ContractCard key={contract.id} contract={contract} {...rest} />
        ))}
      </ul>
    </AgentsSection>
  );
}
