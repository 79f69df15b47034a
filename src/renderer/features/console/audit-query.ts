import type { AuditQuery } from '@shared/api/console';
import { dateRangeOf, dayText, STANDARD_PRESETS, zonedDay, type DateRangeSelection } from '@shared/date-range';

export type AuditPreset = (typeof STANDARD_PRESETS)[number];
/** Custom first: with its days left empty it is the whole log, the list's starting point. */
export const AUDIT_PRESETS: readonly AuditPreset[] = ['custom', ...STANDARD_PRESETS.filter((p) => p !== 'custom')];

/** What the filter bar holds; text fields as typed. */
export interface AuditFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  range: DateRangeSelection<AuditPreset>;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', targetType: '', targetId: '', range: { preset: 'custom' } };

export const AUDIT_PAGE_SIZE = 50;

/** The days of a range in the operator's zone, both included, as the API's from and to take them. */
function daysOf(range: DateRangeSelection<AuditPreset>, now: Date, timeZone: string): Pick<AuditQuery, 'from' | 'to'> {
  // Custom days go as given, either alone too (from a day on, up to a day).
  if (range.preset === 'custom') return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  const span = dateRangeOf(range, now, timeZone);
  if (!span) return {};
  return { from: dayText(zonedDay(span.from, timeZone)), to: dayText(zonedDay(new Date(span.to.getTime() - 1), timeZone)) };
}

/** The audit list's query: only the filters given, trimmed; `before` for an older page. */
export function auditQueryOf(filters: AuditFilters, now: Date, timeZone: string, before?: number): AuditQuery {
  const query: AuditQuery = { limit: AUDIT_PAGE_SIZE };
  for (const key of ['actor', 'action', 'targetType', 'targetId'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  Object.assign(query, daysOf(filters.range, now, timeZone));
  if (before !== undefined) query.before = before;
  return query;
}

/** The same filters as URL parameters, for the CSV download (no paging: the whole filtered log). */
export function csvParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'before' || key === 'limit' || value === undefined) continue;
    params.set(key, String(value));
  }
  return params;
}
