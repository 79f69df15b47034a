import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentSettlement, AgentSettlementKind } from '@shared/api/console-agents';
import type { ContractKind } from '@shared/api/contracts';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { Tabs } from '@/components/tabs';
import { formatLocalDateTime, gmtOffset, moneyText } from '@/lib/format';
import { rateText, settlementActions, settlementTone } from '../agents-rules';
import type { SettlementRunAction } from '../api-agents';
import { AgentsSection } from './agents-section';

export interface SettlementsProps {
  settlements: AgentSettlementKind[];
  currency: string;
  /** Null when the operator may not act (agents.manage). */
  onAction: ((settlement: AgentSettlement, action: SettlementRunAction) => void) | null;
  busy: boolean;
  /** The section's own action beside its heading ("Run settlement"). */
  headAction?: ReactNode;
}

/** A period's ends to the minute, in the viewer's zone (its offset shown once). */
const shortTime = (iso: string) => formatLocalDateTime(new Date(iso)).slice(0, 16);

function useColumns(kind: ContractKind, currency: string, { onAction, busy }: Pick<SettlementsProps, 'onAction' | 'busy'>): DataColumn<AgentSettlement>[] {
  const { t } = useTranslation('consoleAgents');
  const money = (minor: number) => <Amount minor={minor} currency={currency} />;
  const columns: DataColumn<AgentSettlement>[] = [
    {
      header: t('settlements.period'),
      cell: (s) => (
        <span className="agents-period">
          <span>{shortTime(s.periodStart)}</span> – <span>{shortTime(s.periodEnd)}</span> <span className="agents-period__zone">({gmtOffset(new Date(s.periodStart))})</span>
        </span>
      ),
    },
    {
      header: t('settlements.role'),
      cell: (s) => (s.role === 'received' ? (s.payerAccount === null ? t('settlements.fromHouse') : t('settlements.received', { payer: s.payerAccount })) : t('settlements.paid', { agent: s.agentAccount })),
      wrap: true,
    },
    { header: t('settlements.turnover'), cell: (s) => money(s.turnover), align: 'end' },
    ...(kind === 'dividend' ? [{ header: t('settlements.netLoss'), cell: (s: AgentSettlement) => money(s.netLoss), align: 'end' as const }] : []),
    { header: t('settlements.active'), cell: (s) => s.activeMembers.toLocaleString('en-US'), align: 'end' },
    { header: t('settlements.rate'), cell: (s) => rateText(s.rateBp), align: 'end' },
    { header: t('settlements.amount'), cell: (s) => money(s.amount), align: 'end' },
    { header: t('settlements.paidSoFar'), cell: (s) => money(s.paid), align: 'end' },
    { header: t('settlements.status'), cell: (s) => <StatusBadge tone={settlementTone(s.status)} label={t(`settlementStatus.${s.status}`)} /> },
  ];
  if (onAction) {
    columns.push({
      header: t('settlements.actions'),
      cell: (s) => (
        <span className="agents-row-actions">
          {settlementActions(s).map((action) => (
            <button key={action} type="button" className={`button ${action === 'void' ? 'button--danger' : 'button--ghost'}`} disabled={busy} onClick={() => onAction(s, action)}>
              {t(`settlements.${action}`)}
            </button>
          ))}
        </span>
      ),
      align: 'end',
    });
  }
  return columns;
}

/** The agent's latest settlements, one kind at a time, with the kind's totals. */
export function AgentsSettlements({ settlements, currency, headAction, ...actions }: SettlementsProps) {
  const { t } = useTranslation('consoleAgents');
  const [chosen, setChosen] = useState<ContractKind | null>(null);
  const withRows = settlements.find((s) => s.total > 0)?.kind;
  const kind = chosen ?? withRows ?? settlements[0]?.kind ?? 'dividend';
  const current = settlements.find((s) => s.kind === kind);
  const columns = useColumns(kind, currency, actions);
  if (settlements.length === 0) return null;
  const m = (minor: number) => moneyText(minor, currency);
  return (
    <AgentsSection heading={t('settlements.heading')} headAction={headAction}>
      <Tabs label={t('settlements.kinds')} value={kind} onChange={setChosen} items={settlements.map((s) => ({ key: s.kind, label: `${t(`kind.${s.kind}`)} (${s.total})` }))} />
      {current ? (
        <>
          <p className="console-muted agents-settlements__totals">
            {t('settlements.totals', { received: m(current.totals.received), paid: m(current.totals.paid), owedToMe: m(current.totals.owedToMe), owedByMe: m(current.totals.owedByMe) })}
            {current.total > current.list.length ? ` · ${t('settlements.latest', { shown: current.list.length, total: current.total })}` : ''}
          </p>
          <DataTable columns={columns} rows={current.list} rowKey={(s) => s.id} emptyText={t('settlements.empty')} label={t(`kind.${kind}`)} stacked />
        </>
      ) : null}
    </AgentsSection>
  );
}
