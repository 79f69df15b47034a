import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localTimeZone } from '@shared/date-range';
import { DataTable } from '@/components/data-table';
import { useAuditLogQuery } from '../api';
import { auditQueryOf, NO_FILTERS, type AuditFilters } from '../audit-query';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { auditColumns } from '../components/audit-columns';
import { AuditFilterBar } from '../components/audit-filters';
import { AuditPager } from '../components/audit-pager';
import { ExportButton } from '../components/export-button';

/** The filters applied and the cursors of the pages read so far (undefined: the newest page). */
interface View {
  filters: AuditFilters;
  cursors: (number | undefined)[];
  /** When the filters were applied: "today" keeps meaning the day they were set. */
  at: number;
}

const fresh = (filters: AuditFilters): View => ({ filters, cursors: [undefined], at: Date.now() });

/** /console/audit: who did what, newest first, filtered, paged to older entries, exported as CSV. */
export function AuditPage() {
  const { t } = useTranslation('console');
  const { token } = useConsoleSession();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [view, setView] = useState<View>(() => fresh(NO_FILTERS));
  const cursor = view.cursors[view.cursors.length - 1];
  const query = useMemo(() => auditQueryOf(view.filters, new Date(view.at), localTimeZone(), cursor), [view, cursor]);
  const { data, error, isFetching, refetch } = useAuditLogQuery({ token: token ?? '', query, searched: view.at }, { skip: !token });
  const columns = useMemo(() => auditColumns(t), [t]);
  const rows = data?.list ?? [];
  const last = rows[rows.length - 1];

  return (
    <div className="console-page">
      <ConsolePageHead title={t('audit.heading')} headingId="audit-heading" lines={[t('audit.intro')]}>
        {token ? <ExportButton token={token} query={query} /> : null}
      </ConsolePageHead>
      <AuditFilterBar
        value={draft}
        onChange={setDraft}
        onSearch={() => setView(fresh(draft))}
        onReset={() => {
          setDraft(NO_FILTERS);
          setView(fresh(NO_FILTERS));
        }}
      />
      <div aria-busy={isFetching}>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(entry) => entry.id}
          emptyText={t('audit.empty')}
          loading={!data && !error}
          error={error}
          errorIntro={t('audit.loadFailed')}
          onRetry={() => void refetch()}
          labelledBy="audit-heading"
          label={t('audit.tableLabel')}
          stacked
        />
      </div>
      <AuditPager
        page={view.cursors.length}
        more={Boolean(data?.more)}
        busy={isFetching}
        onNewest={() => setView({ ...view, cursors: [undefined] })}
        onNewer={() => setView({ ...view, cursors: view.cursors.slice(0, -1) })}
        onOlder={() => last && setView({ ...view, cursors: [...view.cursors, last.id] })}
      />
    </div>
  );
}
