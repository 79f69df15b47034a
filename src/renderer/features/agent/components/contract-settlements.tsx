import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@shared/api/contracts';
import { Amount } from '@/components/amount';
import { DataTable } from '@/components/data-table';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { Tabs } from '@/components/tabs';
import { useSettlementsQuery, type SettlementRole } from '../contracts-api';
import { QueryState } from './query-state';
import { settlementColumns } from './settlement-columns';
import { ContractSection } from './contract-section';

const PAGE_SIZE = 20;

type RoleTab = 'all' | SettlementRole;
type Total = 'received' | 'paid' | 'owedToMe' | 'owedByMe';

/**
 * The kind's settlements with their inputs, newest first, paged; an agent that pays downlines can
 * look at what it received and what it paid apart. Totals cover every period; what is owed shows
 * for dividends (salaries are always paid in full) or whenever something is owed.
 */
export function ContractSettlements({ kind, decimals, paysDownlines }: { kind: ContractKind; decimals: number; paysDownlines: boolean }) {
  const { t } = useTranslation('agent');
  const [role, setRole] = useState<RoleTab>('all');
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching, refetch } = useSettlementsQuery({ kind, role: role === 'all' ? undefined : role, page, size: PAGE_SIZE });
  const currency = currentData?.currency ?? '';
  const totals = currentData?.totals;
  const shown: Total[] = totals
    ? (['received', 'paid', 'owedToMe', 'owedByMe'] as const).filter((key) => key === 'received' || (key === 'paid' ? paysDownlines || totals.paid > 0 : kind === 'dividend' || totals[key] > 0))
    : [];
  const choose = (next: RoleTab) => {
    setRole(next);
    setPage(1);
  };
  return (
    <ContractSection id="settlements" title={t('contracts.settlements.title')}>
      {paysDownlines ? (
        <Tabs label={t('contracts.settlements.roleLabel')} value={role} onChange={choose} items={(['all', 'received', 'paid'] as const).map((key) => ({ key, label: t(`contracts.settlements.tabs.${key}`) }))} />
      ) : null}
      <QueryState loading={isFetching && !currentData} error={error} empty={false} onRetry={() => void refetch()}>
        {totals ? (
          <dl className="team-cards">
            {shown.map((key) => (
              <div key={key} className="team-card" data-testid={`settlement-total-${key}`}>
                <dt className="team-card__label">{t(`contracts.settlements.totals.${key}`)}</dt>
                <dd className="team-card__value">
                  <Amount minor={totals[key]} currency={currency} decimals={decimals} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <DataTable
          label={t('contracts.settlements.table')}
          columns={settlementColumns(t, kind, currency, decimals)}
          rows={currentData?.list ?? []}
          rowKey={(row) => row.id}
          emptyText={t('contracts.settlements.none')}
          stacked
        />
        <Pager page={page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={setPage} />
      </QueryState>
    </ContractSection>
  );
}
