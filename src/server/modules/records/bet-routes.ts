import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betPageSchema, betsQuerySchema } from '@shared/api/bets';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { betRecords } from './bet-service';

/** The betting record (`personalHistoryCopy`). Rounds are stamped by the accounts clock, so it reads that clock. */
export const betRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/records/bets',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['records'],
        description:
          "T. The member's game rounds, newest first by opening time: preset or from/to (ISO), gameType, vassalage, status, page, pageSize (10, at most 50). Stake, win and net in minor units; totals cover every page.",
        querystring: betsQuerySchema,
        response: { 200: okEnvelope(betPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await betRecords(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query, app.accounts.now()),
    }),
  );
};
