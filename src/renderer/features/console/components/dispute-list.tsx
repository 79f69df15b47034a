import { useTranslation } from 'react-i18next';
import type { Dispute } from '@shared/api/disputes';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ZonedTime } from '@/components/zoned-time';
import { useConsoleDisputesQuery } from '../api-disputes';

/** Paid withdrawals the player says never arrived; each row opens the confirmation viewer. */
export function DisputeList({ token, labelledBy, onOpen }: { token: string; labelledBy: string; onOpen: (dispute: Dispute) => void }) {
  const { t } = useTranslation('console');
  const { data, error, isLoading, refetch } = useConsoleDisputesQuery({ token }, { refetchOnMountOrArgChange: true });
  const columns: DataColumn<Dispute>[] = [
    { header: t('approvals.disputes.columns.withdrawal'), cell: (row) => `#${row.id}` },
    { header: t('approvals.disputes.columns.player'), cell: (row) => row.account },
    { header: t('approvals.disputes.columns.amount'), cell: (row) => <Amount minor={row.amount} currency={row.currency} />, align: 'end' },
    { header: t('approvals.disputes.columns.paid'), cell: (row) => (row.paidAt ? <ZonedTime iso={row.paidAt} /> : '—') },
    { header: t('approvals.disputes.columns.answered'), cell: (row) => (row.confirmedAt ? <ZonedTime iso={row.confirmedAt} /> : '—') },
    { header: t('approvals.disputes.columns.proofs'), cell: (row) => row.proofCount, align: 'end' },
    {
      header: t('approvals.disputes.columns.view'),
      cell: (row) => (
        <button type="button" className="button button--ghost dispute-open" aria-label={t('approvals.disputes.openName', { id: row.id })} onClick={() => onOpen(row)}>
          {t('approvals.disputes.open')}
        </button>
      ),
    },
  ];
  return (
    <>
      <p className="console-muted">{t('approvals.disputes.intro')}</p>
      <DataTable
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.id}
        emptyText={t('approvals.disputes.empty')}
        loading={isLoading}
        error={error}
        errorIntro={t('approvals.disputes.loadFailed')}
        onRetry={() => void refetch()}
        labelledBy={labelledBy}
        label={t('approvals.disputes.heading')}
        stacked
      />
    </>
  );
}
