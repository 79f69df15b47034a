import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_KIND_PAGE, CONTRACT_KINDS } from '@shared/api/contract-kinds';
import type { Contract, ContractRequest, ContractView } from '@shared/api/contracts';
import { Modal } from '@/components/modal';
import { requestsOf } from '../contract-badges';
import { rateRange } from '@/lib/contracts/contract-rate';
import { useContractViewQuery } from '../contracts-api';
import { uplineName, when } from './contract-terms';
import '../contracts.css';

/** The contract a request is about: an offer to the agent, its own contract, or a downline's. */
function contractOf(view: ContractView | undefined, request: ContractRequest): Contract | undefined {
  if (!view) return undefined;
  const all = [...view.offers, ...(view.current ? [view.current] : []), ...view.downlines.flatMap((row) => (row.contract ? [row.contract] : []))];
  return all.find((contract) => contract.id === request.contractId);
}

/** One request: what it is, its terms in a phrase, who asks, until when, and the way to its page. */
function RequestItem({ request, onOpen }: { request: ContractRequest; onOpen: () => void }) {
  const { t } = useTranslation('agent');
  const { data: view } = useContractViewQuery({ kind: request.kind });
  const contract = contractOf(view, request);
  const page = CONTRACT_KIND_PAGE[request.kind];
  const asker = contract ? (request.requestType === 'new' || contract.termination?.requestedBy === 'upline' ? uplineName(contract, t('contracts.house')) : contract.agent.account) : null;
  const expires = contract ? (request.requestType === 'new' ? contract.expiresAt : (contract.termination?.expiresAt ?? null)) : null;
  return (
    <li className="contract-request">
      <div className="contract-request__head">
        <span>{t(`contracts.kinds.${request.kind}`)}</span>
        <span className="contract-muted">{t(`contracts.modal.types.${request.requestType}`)}</span>
      </div>
      {contract ? (
        <p>
          {t('contracts.modal.summary', { who: asker ?? '', rate: rateRange(contract.tiers), period: t(`contracts.periodTypes.${contract.periodType}`), expires: when(expires) })}
        </p>
      ) : null}
      <Link to={`/agentHome/${page}`} className="button button--primary" onClick={onOpen}>
        {t('contracts.modal.open', { page: t(`pages.${page}`) })}
      </Link>
    </li>
  );
}

/**
 * The contract modal (spec section 2, "contract (logged in only)"): the offers and termination
 * requests waiting for the agent's answer, each with a way to the page where it is answered.
 */
export function ContractRequestsModal({ requests, onClose }: { requests: readonly ContractRequest[]; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const ordered = CONTRACT_KINDS.flatMap((kind) => requestsOf(requests, kind));
  return (
    <Modal title={t('contracts.modal.title')} onClose={onClose} size="sm">
      <div className="contract-dialog">
        <p className="confirm__message">{t('contracts.modal.intro')}</p>
        <ul className="contract-requests">
          {ordered.map((request) => (
            <RequestItem key={`${request.kind}:${request.requestType}:${request.contractId}`} request={request} onOpen={onClose} />
          ))}
        </ul>
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('contracts.modal.later')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
