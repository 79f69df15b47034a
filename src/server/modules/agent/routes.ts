import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { agentAnnouncementPageSchema, agentAnnouncementsQuery, downlinePageSchema, downlineQuery, reportPeriodQuery, revenueReportSchema, statementQuery, teamBetPageSchema, teamBetsQuery, teamOverviewSchema, teamStatementSchema, teamTransactionPageSchema, teamTransactionsQuery } from '@shared/api/agent';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { agentAnnouncementPage, markAnnouncementRead } from './announcement-service';
import { downlinePage, revenueReport, teamBets, teamOverview, teamStatement, teamTransactions } from './team-service';

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
  app.get(
    '/wps/agent/bets',
    schemaOf("T, agents. Team betting: the game rounds of everyone below the agent, or of one member of its team, filtered, paged, with totals.", teamBetsQuery, teamBetPageSchema),
    async (request) => ({ success: true as const, value: await teamBets(app.db, merchantOf(request), agentOf(request), request.query) }),
  );
  app.get(
    '/wps/agent/transactions',
    schemaOf("T, agents. The team's money movements (deposits, withdrawals, transfers, bonuses, adjustments), newest first, filtered and paged.", teamTransactionsQuery, teamTransactionPageSchema),
    async (request) => ({ success: true as const, value: await teamTransactions(app.db, merchantOf(request), agentOf(request), request.query) }),
  );
  app.get(
    '/wps/agent/revenue',
    schemaOf("T, agents. The agent's own income by source (commission, dividend, daily wage, hourly and real-time salary) over a period, per day.", reportPeriodQuery, revenueReportSchema),
    async (request) => ({ success: true as const, value: await revenueReport(app.db, merchantOf(request), agentOf(request), request.query) }),
  );
  app.get(
    '/wps/agent/announcements',
    schemaOf("T, agents. The operator's announcements to agents, newest first, with this agent's read state and unread count.", agentAnnouncementsQuery, agentAnnouncementPageSchema),
    async (request) => ({ success: true as const, value: await agentAnnouncementPage(app.db, merchantOf(request).id, agentOf(request), request.query) }),
  );
  app.post(
    '/wps/agent/announcements/:id/read',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, agents. Marks an announcement read; repeating it changes nothing.',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: okEnvelope(z.object({ read: z.literal(true) })) },
      },
    },
    async (request) => ({ success: true as const, value: await markAnnouncementRead(app.db, merchantOf(request).id, agentOf(request), request.params.id) }),
  );
};
