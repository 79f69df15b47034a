import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';
import './data-table.css';

export interface DataColumn<Row> {
  /** Header text; on stacked phones also the label in front of each value. Unique in a table. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** `end` for figures (money, counts), so their digits line up on the right. */
  align?: 'start' | 'end';
  /** Free text (reasons, names) that wraps instead of widening the column. */
  wrap?: boolean;
  /** Extra classes of the cell, fixed or by row. */
  className?: string | ((row: Row) => string);
}

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
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
  /** A totals row under the rows, one cell a column (undefined leaves a cell empty). */
  footer?: readonly ReactNode[];
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** Names the frame: a focusable region, so the keyboard can scroll a wide table sideways. */
  label?: string;
  /** On phones each row becomes a card of label/value pairs instead of scrolling sideways. */
  stacked?: boolean;
}

function cellClass<Row>(column: DataColumn<Row>, row: Row | undefined): string | undefined {
  const extra = typeof column.className === 'function' ? (row === undefined ? undefined : column.className(row)) : column.className;
  const classes = [column.align === 'end' ? 'data-table__end' : '', column.wrap ? 'data-table__wrap' : '', extra ?? ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function Note({ error, errorIntro, onRetry, loading, emptyText }: Pick<DataTableProps<never>, 'error' | 'errorIntro' | 'onRetry' | 'loading' | 'emptyText'>) {
  const { t } = useTranslation(['common', 'errors']);
  if (!error) return <>{loading ? t('loading') : emptyText}</>;
  const reason = t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`);
  return (
    <>
      <span role="alert">{errorIntro ? `${errorIntro} ${reason}` : reason}</span>
      {onRetry ? (
        <button type="button" className="button button--ghost data-table__action" onClick={onRetry}>
          {t('loadError.retry')}
        </button>
      ) : null}
    </>
  );
}

/**
 * The one table of lists (records, reports, the console): header columns, one keyed row per item,
 * an optional totals row, and in place of the rows a single note when it failed to load, is
 * loading, or is empty. Wide tables scroll sideways in their frame; `stacked` ones become cards.
 */
export function DataTable<Row>({ columns, rows, rowKey, labelledBy, label, stacked = false, footer, ...note }: DataTableProps<Row>) {
  const showNote = Boolean(note.error) || rows.length === 0;
  return (
    <div className={`data-table-frame${stacked ? ' data-table-frame--stacked' : ''}`} {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <table className={`data-table${stacked ? ' data-table--stacked' : ''}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.align === 'end' ? 'data-table__end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showNote ? (
            <tr>
              <td colSpan={columns.length} className="data-table__note">
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
        {footer && !showNote ? (
          <tfoot>
            <tr>
              {columns.map((column, i) => (
                <td key={column.header} data-label={stacked && footer[i] !== undefined ? column.header : undefined} className={cellClass(column, undefined)}>
                  {footer[i]}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
