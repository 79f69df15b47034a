import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';

/**
 * A records table that scrolls sideways on phones, with the translated "no records" row when the
 * list is empty and the failed call's message when it could not load.
 */
export function RecordsTable({ label, headers, rowCount, loading, error, children }: { label: string; headers: string[]; rowCount: number; loading: boolean; error: unknown; children: ReactNode }) {
  const { t } = useTranslation('records');
  let note: ReactNode = null;
  if (error) note = <span role="alert">{t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`)}</span>;
  else if (loading) note = t('loading');
  else if (rowCount === 0) note = <span className="records-empty">{t('noData')}</span>;
  return (
    <div className="records-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="records-table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {note ? (
            <tr>
              <td colSpan={headers.length} className="records-table__note">
                {note}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
