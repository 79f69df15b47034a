import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractStatus, ContractTier } from '@shared/api/contracts';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { formatLocalDateTime } from '@/lib/format';
import { rateText } from '@/lib/contracts/contract-rate';

const STATUS_TONE: Record<ContractStatus, StatusTone> = {
  offered: 'info',
  active: 'success',
  rejected: 'neutral',
  expired: 'neutral',
  cancelled: 'neutral',
  replaced: 'neutral',
  terminated: 'danger',
};

/** A time in the viewer's zone, as words inside a sentence. */
export const when = (iso: string | null): string => (iso ? formatLocalDateTime(new Date(iso)) : '—');

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('agent');
  return <StatusBadge tone={STATUS_TONE[status]} label={t(`contracts.statuses.${status}`)} />;
}

/** A contract's table: from which valid turnover and how many active members, which rate. */
export function TierTable({ tiers, currency, decimals, label }: { tiers: readonly ContractTier[]; currency: string; decimals: number; label: string }) {
  const { t } = useTranslation('agent');
  const columns: DataColumn<ContractTier & { index: number }>[] = [
    { header: t('contracts.tiers.tier'), cell: (tier) => tier.index + 1, align: 'end' },
    { header: t('contracts.tiers.minTurnover'), cell: (tier) => <Amount minor={tier.minTurnover} currency={currency} decimals={decimals} />, align: 'end' },
    { header: t('contracts.tiers.minActive'), cell: (tier) => tier.minActive, align: 'end' },
    { header: t('contracts.tiers.rate'), cell: (tier) => rateText(tier.rateBp), align: 'end' },
  ];
  return <DataTable label={label} columns={columns} rows={tiers.map((tier, index) => ({ ...tier, index }))} rowKey={(tier) => tier.index} emptyText={t('contracts.tiers.none')} stacked />;
}

/** Who stands on the other side: an upline's account, or the house for a top-level agent. */
export function uplineName(contract: Contract, house: string): string {
  return contract.upline?.account ?? house;
}

/** A contract's facts as label/value pairs, then its tiers. */
export function ContractTerms({ contract, currency, decimals, extra = [] }: { contract: Contract; currency: string; decimals: number; extra?: [string, ReactNode][] }) {
  const { t } = useTranslation('agent');
  const items: [string, ReactNode][] = [
    [t('contracts.terms.status'), <ContractStatusBadge key="status" status={contract.status} />],
    [t('contracts.terms.upline'), uplineName(contract, t('contracts.house'))],
    [t('contracts.terms.agent'), contract.agent.account],
    [t('contracts.terms.period'), t(`contracts.periodTypes.${contract.periodType}`)],
    [t('contracts.terms.basis'), t(contract.kind === 'dividend' ? 'contracts.terms.onNetLoss' : 'contracts.terms.onTurnover')],
    ...extra,
  ];
  return (
    <div className="contract-terms">
      <dl className="contract-facts">
        {items.map(([label, value]) => (
          <div key={label} className="contract-facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TierTable tiers={contract.tiers} currency={currency} decimals={decimals} label={t('contracts.tiers.tableOf', { account: contract.agent.account, id: String(contract.id) })} />
    </div>
  );
}
