import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditQuery } from '@shared/api/console';
import type { ErrorCode } from '@shared/errors';
import { dayText, zonedDay } from '@shared/date-range';
import { downloadAuditCsv } from '../audit-csv';
import { csvParams } from '../audit-query';
import { endConsoleSession, endsSession } from '../console-session';

/** Downloads the log under the current filters as CSV (every page, not just the one shown). */
export function ExportButton({ token, query }: { token: string; query: AuditQuery }) {
  const { t } = useTranslation(['console', 'errors']);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ErrorCode | null>(null);
  const run = async () => {
    setBusy(true);
    setFailed(null);
    const today = dayText(zonedDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
    const code = await downloadAuditCsv(token, csvParams(query), `audit-${today}.csv`);
    setBusy(false);
    if (code && endsSession(code)) endConsoleSession('expired');
    else setFailed(code);
  };
  return (
    <div className="audit-export">
      <button type="button" className="button button--ghost" onClick={() => void run()} disabled={busy}>
        {busy ? t('audit.exporting') : t('audit.export')}
      </button>
      {failed ? (
        <p className="form-alert" role="alert">
          {t('audit.exportFailed')} {t(`errors:${failed}`)}
        </p>
      ) : null}
    </div>
  );
}
