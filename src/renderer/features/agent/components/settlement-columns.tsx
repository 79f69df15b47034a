import type { TFunction } from 'i18next';
import type { ContractKind, Settlement, SettlementStatus } from '@shared/api/contracts';
import { Amount } from '@/components/amount';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { rateText } from '@/lib/contracts/contract-rate';
import { periodText } from '../settlement-period';

const STATUS_TONE: Record<SettlementStatus, StatusTone> = { paid: 'success', partial: 'warning', zero: 'neutral', voided: 'danger' };

/** A period breaks between its ends, never inside a date or a time. */
function Period({ text }: { text: string }) {
  const [from, to] = text.split(' – ');
  return (
    <span className="contract-period">
      <span>{from}</span>
      {to === undefined ? null : <span> – {to}</span>}
    </span>
  );
}

/**
 * A settlement's row: the period, who paid whom, every input that decided it (turnover, active
 * members, and for dividends the net loss and the loss carried in), the tier and rate it reached,
 * the amount, what was paid of it, what is still owed, and its status.
 */
export function settlementColumns(t: TFunction<'agent'>, kind: ContractKind, currency: string, decimals: number): DataColumn<Settlement>[] {
  const money = (minor: number) => <Amount minor={minor} currency={currency} decimals={decimals} />;
  const dividend = kind === 'dividend';
  const columns: (DataColumn<Settlement> | false)[] = [
    { header: t('contracts.settlements.columns.period'), cell: (row) => <Period text={periodText(row.periodStart, row.periodEnd)} /> },
    {
      header: t('contracts.settlements.columns.role'),
      cell: (row) => (row.role === 'received' ? t('contracts.settlements.roles.received', { who: row.payerAccount ?? t('contracts.house') }) : t('contracts.settlements.roles.paid', { who: row.agentAccount })),
      wrap: true,
    },
    { header: t('contracts.settlements.columns.turnover'), cell: (row) => money(row.turnover), align: 'end' },
    { header: t('contracts.settlements.columns.activeMembers'), cell: (row) => row.activeMembers, align: 'end' },
    dividend && { header: t('contracts.settlements.columns.netLoss'), cell: (row) => <Amount minor={row.netLoss} currency={currency} decimals={decimals} signed />, align: 'end' },
    dividend && { header: t('contracts.settlements.columns.carriedIn'), cell: (row) => money(row.carriedIn), align: 'end' },
    { header: t('contracts.settlements.columns.tier'), cell: (row) => (row.tier === null ? '—' : row.tier + 1), align: 'end' },
    { header: t('contracts.settlements.columns.rate'), cell: (row) => rateText(row.rateBp), align: 'end' },
    { header: t('contracts.settlements.columns.amount'), cell: (row) => money(row.amount), align: 'end' },
    { header: t('contracts.settlements.columns.paid'), cell: (row) => money(row.paid), align: 'end' },
    dividend && { header: t('contracts.settlements.columns.owed'), cell: (row) => money(Math.max(0, row.amount - row.paid)), align: 'end' },
    { header: t('contracts.settlements.columns.status'), cell: (row) => <StatusBadge tone={STATUS_TONE[row.status]} label={t(`contracts.settlements.statuses.${row.status}`)} /> },
  ];
  return columns.filter((column): column is DataColumn<Settlement> => column !== false);
}
