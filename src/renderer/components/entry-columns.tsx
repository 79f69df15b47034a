import { useTranslation } from 'react-i18next';
import type { Entry } from '@shared/api/records';
import { Amount } from './amount';
import type { DataColumn } from './data-table';
import { statusTone } from './record-status-tone';
import { StatusBadge } from './status-badge';
import { ZonedTime } from './zoned-time';

/**
 * The columns of a list of wallet movements (the member's account record, the agent's account
 * details): time, type, wallet, amount, balance after and status, in the `records` namespace's words.
 */
export function useEntryColumns<Row extends Entry>(decimals: number): DataColumn<Row>[] {
  const { t } = useTranslation('records');
  const walletOf = (entry: Row) => {
    const wallet = t(`accounts.${entry.account}`, { defaultValue: entry.account });
    return entry.account === 'player_vendor' && entry.type.startsWith('transfer_vendor') ? `${wallet} · ${entry.reference}` : wallet;
  };
  return [
    { header: t('columns.time'), cell: (entry) => <ZonedTime iso={entry.createdAt} /> },
    { header: t('columns.type'), cell: (entry) => t(`types.${entry.type}`, { defaultValue: entry.type }) },
    { header: t('columns.wallet'), cell: walletOf },
    { header: t('columns.amount'), cell: (entry) => <Amount minor={entry.amount} currency={entry.currency} decimals={decimals} signed />, align: 'end' },
    { header: t('columns.balanceAfter'), cell: (entry) => <Amount minor={entry.balanceAfter} currency={entry.currency} decimals={decimals} />, align: 'end' },
    { header: t('columns.status'), cell: (entry) => <StatusBadge tone={statusTone(entry.status)} label={t(`statuses.${entry.status}`)} /> },
  ];
}
