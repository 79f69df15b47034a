import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';
import './records-table.css';

export interface RecordsColumn<Row> {
  /** Header text; on stacked phones also the label in front of each value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the cell, fixed or by row (money alignment, colour by sign or status). */
  className?: string | ((row: Row) => string);
}

export interface RecordsTableProps<Row> {
  columns: RecordsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Translated "no records" line. */
  emptyText: string;
  /** True until the first answer: shows "Loading…" instead of the empty line. */
  loading?: boolean;
  /** A failed load, shown as its translated code in the table. */
  error?: unknown;
  /** A sentence before the failed call's reason ("This section could not be loaded."). */
  errorIntro?: string;
  /** Adds a retry button to the failure. */
  onRetry?: () => void;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** Names the frame: a focusable region, so the keyboard can scroll a wide table sideways. */
  label?: string;
  /** On phones each row becomes a card of label/value pairs instead of scrolling sideways. */
  stacked?: boolean;
}

function cellClass<Row>(column: RecordsColumn<Row>, row: Row): string | undefined {
  return typeof column.className === 'function' ? column.className(row) : column.className;
}

function Note({ error, errorIntro, onRetry, loading, emptyText }: Pick<RecordsTableProps<never>, 'error' | 'errorIntro' | 'onRetry' | 'loading' | 'emptyText'>) {
  const { t } = useTranslation(['common', 'errors']);
  if (!error) return <>{loading ? t('loading') : emptyText}</>;
  const reason = t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`);
  return (
    <>
      <span role="alert">{errorIntro ? `${errorIntro} ${reason}` : reason}</span>
      {onRetry ? (
        <button type="button" className="button button--ghost records-table__action" onClick={onRetry}>
          {t('loadError.retry')}
        </button>
      ) : null}
    </>
  );
}

/**
 * A list of records as a table: header columns, one row per record, and in place of the rows a
 * single note when it failed to load, is loading, or is empty.
 */
export function RecordsTable<Row>({ columns, rows, rowKey, labelledBy, label, stacked = false, ...note }: RecordsTableProps<Row>) {
  const showNote = Boolean(note.error) || rows.length === 0;
  return (
    <div className={`records-table-wrap${stacked ? ' records-table-wrap--stacked' : ''}`} {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <table className={`records-table${stacked ? ' records-table--stacked' : ''}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showNote ? (
            <tr>
              <td colSpan={columns.length} className="records-table__note">
                <Note {...note} />
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-label={stacked ? column.header : undefined} className={cellClass(column, row)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
