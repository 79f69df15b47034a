import { useTranslation } from 'react-i18next';
import type { ContractEventRow } from '@shared/api/contracts';
import { CONTRACT_END_REASONS } from '@shared/api/contract-kinds';
import { DataTable, type DataColumn } from '@/components/data-table';
import { rateRange } from '@/lib/contracts/contract-rate';
import { LocalTime } from './team-columns';
import { ContractSection } from './contract-section';

const isEndReason = (reason: string): reason is (typeof CONTRACT_END_REASONS)[number] => (CONTRACT_END_REASONS as readonly string[]).includes(reason);

/** Every event of the kind's contracts the agent is party to (its own and its downlines'), newest first. */
export function ContractHistory({ events }: { events: readonly ContractEventRow[] }) {
  const { t } = useTranslation('agent');
  // No account: the house (an operator, the ops command) or the system (expiry, the invariant).
  const actor = (row: ContractEventRow) => row.actorAccount ?? t(row.actor === 'system' ? 'contracts.system' : 'contracts.house');
  const reason = (row: ContractEventRow) => (row.reason === null ? '—' : isEndReason(row.reason) ? t(`contracts.reasons.${row.reason}`) : row.reason);
  const columns: DataColumn<ContractEventRow>[] = [
    { header: t('contracts.history.columns.time'), cell: (row) => <LocalTime iso={row.at} /> },
    { header: t('contracts.history.columns.event'), cell: (row) => t(`contracts.events.${row.event}`) },
    { header: t('contracts.history.columns.account'), cell: (row) => row.agentAccount },
    { header: t('contracts.history.columns.actor'), cell: actor },
    { header: t('contracts.history.columns.terms'), cell: (row) => `${t(`contracts.periodTypes.${row.periodType}`)} · ${rateRange(row.tiers)}` },
    { header: t('contracts.history.columns.reason'), cell: reason, wrap: true },
  ];
  return (
    <ContractSection id="history" title={t('contracts.history.title')}>
      <DataTable label={t('contracts.history.table')} columns={columns} rows={events} rowKey={(row) => row.id} emptyText={t('contracts.history.none')} stacked />
    </ContractSection>
  );
}
