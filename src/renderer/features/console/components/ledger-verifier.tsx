import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LedgerVerify } from '@shared/api/console-ledger';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { formatDateWithZone } from '@/lib/format';
import { useRunLedgerVerifierMutation } from '../api-games';

type Drift = LedgerVerify['drift'][number];

function driftColumns(t: TFunction<'consoleGames'>): DataColumn<Drift>[] {
  return [
    { header: t('ledger.problem'), wrap: true, cell: (drift) => t(`ledger.drift.${drift.kind}`, { defaultValue: drift.kind }) },
    { header: t('ledger.subject'), cell: (drift) => t(`ledger.subjectOf.${drift.kind}`, { subject: drift.subject, defaultValue: drift.subject }) },
    { header: t('ledger.expected'), align: 'end', wrap: true, cell: (drift) => <code>{drift.expected}</code> },
    { header: t('ledger.actual'), align: 'end', wrap: true, cell: (drift) => <code>{drift.actual}</code> },
  ];
}

/** What the last run found: healthy when nothing drifted, otherwise each problem in a table. */
function VerifyResult({ result }: { result: LedgerVerify }) {
  const { t } = useTranslation('consoleGames');
  const counts = { accounts: result.accounts.toLocaleString('en-US'), transfers: result.transfers.toLocaleString('en-US'), entries: result.entries.toLocaleString('en-US'), ms: String(result.ms) };
  return (
    <div className="ledger-result">
      <div className={`ledger-verdict ledger-verdict--${result.ok ? 'ok' : 'drift'}`} role="status">
        <p className="ledger-verdict__headline">{result.ok ? t('ledger.healthy') : t('ledger.drifted', { count: result.drift.length })}</p>
        <p className="ledger-verdict__detail">{t('ledger.checked', counts)}</p>
        <p className="ledger-verdict__detail">
          {t('ledger.ranAt')}: <time dateTime={result.ranAt}>{formatDateWithZone(result.ranAt)}</time>
        </p>
      </div>
      {result.ok ? null : (
        <>
          <h3 id="ledger-problems" className="ledger-subtitle">
            {t('ledger.problems')}
          </h3>
          <DataTable columns={driftColumns(t)} rows={result.drift} rowKey={(drift) => `${drift.kind}:${drift.subject}`} emptyText="" labelledBy="ledger-problems" label={t('ledger.problems')} stacked />
        </>
      )}
    </div>
  );
}

/** Runs the ledger verifier (audited on the server) and shows what it found. */
export function LedgerVerifier({ token, mayRun }: { token: string; mayRun: boolean }) {
  const { t } = useTranslation('consoleGames');
  const [run, { data, error, isLoading }] = useRunLedgerVerifierMutation();
  return (
    <section className="games-section" aria-labelledby="verifier-heading">
      <div className="ledger-head">
        <div>
          <h2 id="verifier-heading" className="games-section__title">
            {t('ledger.verifier')}
          </h2>
          <p className="games-section__note">{t('ledger.verifierIntro')}</p>
        </div>
        {mayRun ? (
          <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void run({ token }).catch(() => undefined)}>
            {isLoading ? t('ledger.running') : t('ledger.run')}
          </button>
        ) : null}
      </div>
      {mayRun ? null : <p className="console-muted">{t('ledger.mayNotRun')}</p>}
      <ErrorAlert error={error} />
      {data && !isLoading ? <VerifyResult result={data} /> : null}
      {!data && !error && mayRun && !isLoading ? <p className="console-muted">{t('ledger.notRun')}</p> : null}
    </section>
  );
}
