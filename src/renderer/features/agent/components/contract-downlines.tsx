import { useTranslation } from 'react-i18next';
import type { Contract, ContractView, DownlineContract } from '@shared/api/contracts';
import { DataTable, type DataColumn } from '@/components/data-table';
import { rateRange } from '@/lib/contracts/contract-rate';
import type { ContractAction } from '../use-contract-action';
import { TerminationState } from './contract-termination';
import { ContractStatusBadge, when } from './contract-terms';
import { ContractSection } from './contract-section';

interface Props {
  view: ContractView;
  onAction: (action: ContractAction, contract: Contract) => void;
  /** Opens the offer form for this downline. */
  onOffer: (account: string) => void;
}

/** A contract in one cell: its rates and period, its status, and a termination in progress. */
function ContractCell({ contract, onAction }: { contract: Contract | null; onAction: Props['onAction'] }) {
  const { t } = useTranslation('agent');
  if (!contract) return <span className="contract-muted">{t('contracts.downlines.noContract')}</span>;
  return (
    <div className="contract-cell">
      <span>
        <strong>{rateRange(contract.tiers)}</strong> · {t(`contracts.periodTypes.${contract.periodType}`)} <ContractStatusBadge status={contract.status} />
      </span>
      <TerminationState contract={contract} side="upline" onAction={onAction} />
    </div>
  );
}

/**
 * The agent's direct downline agents with their contract of this kind and any offer still waiting
 * for their answer; from here the agent offers, withdraws an offer, or asks to end a contract.
 */
export function ContractDownlines({ view, onAction, onOffer }: Props) {
  const { t } = useTranslation('agent');
  const columns: DataColumn<DownlineContract>[] = [
    { header: t('contracts.downlines.columns.account'), cell: (row) => <span className="team__account">{row.account}</span> },
    { header: t('contracts.downlines.columns.contract'), cell: (row) => <ContractCell contract={row.contract} onAction={onAction} />, wrap: true },
    {
      header: t('contracts.downlines.columns.offer'),
      cell: (row) =>
        row.offer ? (
          <span className="contract-cell">
            <span>{t('contracts.downlines.pending', { rate: rateRange(row.offer.tiers), expires: when(row.offer.expiresAt) })}</span>
            <button type="button" className="button button--ghost data-table__action" aria-label={t('contracts.actions.cancel.of', { account: row.account })} onClick={() => row.offer && onAction('cancel', row.offer)}>
              {t('contracts.actions.cancel.button')}
            </button>
          </span>
        ) : (
          '—'
        ),
      wrap: true,
    },
    {
      header: t('contracts.downlines.columns.actions'),
      cell: (row) => (
        <span className="team__actions">
          {view.mayOffer ? (
            <button type="button" className="button button--primary data-table__action" aria-label={t('contracts.downlines.offerTo', { account: row.account })} onClick={() => onOffer(row.account)}>
              {t('contracts.downlines.offer')}
            </button>
          ) : null}
          {row.contract?.status === 'active' && !row.contract.termination ? (
            <button type="button" className="button button--ghost data-table__action" aria-label={t('contracts.actions.terminate.of', { account: row.account })} onClick={() => row.contract && onAction('terminate', row.contract)}>
              {t('contracts.actions.terminate.button')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <ContractSection id="downlines" title={t('contracts.downlines.title')}>
      <DataTable label={t('contracts.downlines.table')} columns={columns} rows={view.downlines} rowKey={(row) => row.id} emptyText={t('contracts.downlines.none')} stacked />
    </ContractSection>
  );
}
