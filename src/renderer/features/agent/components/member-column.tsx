import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-table';

/** The team member a row belongs to: the first column of the agent's lists of rounds and movements. */
export function memberColumn<Row>(t: TFunction<'agent'>, accountOf: (row: Row) => string): DataColumn<Row> {
  return { header: t('team.columns.account'), cell: (row) => <span className="team__account">{accountOf(row)}</span> };
}
