import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditAnswerSchema, auditQuerySchema } from '@shared/api/console';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { listAudit, type AuditFilter, type AuditRow } from './repository';

const tags = ['operator'];
/** Rows one CSV export holds at most (newest first); narrow the filter for older ones. */
const CSV_LIMIT = 10_000;
const DAY_MS = 86_400_000;

type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The query's filter: dates are whole UTC days, `to` included. */
function filterOf(query: AuditQuery): AuditFilter {
  const { from, to, limit: _limit, ...rest } = query;
  return { ...rest, from: from ? new Date(`${from}T00:00:00Z`) : undefined, to: to ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1) : undefined };
}

const entryOf = (row: AuditRow) => ({ ...row, at: row.at.toISOString() });

/**
 * A CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (= + - @, tab,
 * carriage return first) prefixed with an apostrophe, since audit rows carry text players typed.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/u.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const CSV_COLUMNS = ['id', 'at', 'actor', 'operatorId', 'ip', 'action', 'targetType', 'targetId', 'before', 'after'] as const;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/audit',
    {
      config: { operator: 'read' },
      schema: {
        tags,
        description: 'The audit log of this merchant, newest first, filtered by actor, action, target and UTC dates; `before` (the last id seen) pages on to older rows.',
        querystring: auditQuerySchema,
        response: { 200: okEnvelope(auditAnswerSchema) },
      },
    },
    async (request) => {
      const rows = await listAudit(app.db, operatorOf(request).merchantId, filterOf(request.query), request.query.limit + 1);
      return { success: true as const, value: { list: rows.slice(0, request.query.limit).map(entryOf), more: rows.length > request.query.limit } };
    },
  );

  app.get(
    '/ops-api/audit.csv',
    {
      config: { operator: 'read' },
      schema: { tags, description: `The same rows as CSV (UTF-8 with a byte-order mark for spreadsheets), newest first, at most ${CSV_LIMIT}.`, querystring: auditQuerySchema.omit({ limit: true, before: true }) },
    },
    async (request, reply) => {
      const rows = await listAudit(app.db, operatorOf(request).merchantId, filterOf({ ...request.query, limit: CSV_LIMIT }), CSV_LIMIT);
      const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(column === 'at' ? row.at.toISOString() : row[column])).join(','))];
      const day = new Date(app.accounts.now()).toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
};
