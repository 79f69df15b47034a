import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { downlinePageSchema, downlineQuery, reportPeriodQuery, statementQuery, teamOverviewSchema, teamStatementSchema } from '@shared/api/agent';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { downlinePage, teamOverview, teamStatement } from './team-service';

const tags = ['agent'];
/** The caller as the agent services take it (they refuse non-agents themselves). */
export const agentOf = (request: Parameters<typeof sessionOf>[0]) => {
  const { id, type } = sessionOf(request).row.member;
  return { id, type };
};
/** Every agent call: a signed-in real account, a strict query, the envelope of its answer. */
const schemaOf = <Q extends z.ZodRawShape, A extends z.ZodType>(description: string, query: Q, answer: A) => ({
  config: { auth: 'real' as const },
  schema: { tags, description, querystring: z.object(query).strict(), response: { 200: okEnvelope(answer) } },
});

/**
 * The agent centre's team calls. Agents only (others: 403 forbidden); every id a caller names must
 * be in its own team, else the same 404 whether the id exists or not. Periods are calendar days in
 * the merchant's time zone; money in minor units of the merchant's currency.
 */
export const agentTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/agent/overview',
    schemaOf("T, agents. The team's size, registrations, first deposits, active members, money figures, balance and daily chart for a period.", reportPeriodQuery, teamOverviewSchema),
    async (request) => ({ success: true as const, value: await teamOverview(app.db, merchantOf(request), agentOf(request), request.query) }),
  );
  app.get(
    '/wps/agent/downlines',
    schemaOf('T, agents. Team management: the direct downlines of the agent or of a member of its team (drill-down), filtered and paged.', downlineQuery, downlinePageSchema),
    async (request) => ({ success: true as const, value: await downlinePage(app.db, merchantOf(request), agentOf(request), request.query) }),
  );
  app.get(
    '/wps/agent/statement',
    schemaOf("T, agents. User loss: per direct downline of the agent or of a member of its team, that downline's whole team over a period, with totals.", statementQuery, teamStatementSchema),
    async (request) => ({ success: true as const, value: await teamStatement(app.db, merchantOf(request), agentOf(request), request.query) }),
  );
};
