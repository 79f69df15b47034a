import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerContextSchema, queuesSchema } from '@shared/api/queues';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { playerContext, queues } from './service';

const tags = ['operator'];

/** The console's approval queues and a player's context for deciding them. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/queues',
    {
      config: { operator: 'read' },
      schema: { tags, description: 'What waits for an operator, oldest first: manual bank deposits, withdrawals (with their open approval) and money actions filed for a second operator.', response: { 200: okEnvelope(queuesSchema) } },
    },
    async (request) => ({ success: true as const, value: await queues(app.db, merchantOf(request)) }),
  );

  app.get(
    '/ops-api/players/:account/context',
    {
      config: { operator: 'read' },
      schema: {
        tags,
        description: "A player's context for a money decision: balance, turnover requirement, recent deposits, withdrawals and sign-ins, and the accounts seen at its addresses or with its browser.",
        params: z.object({ account: z.string().trim().min(1).max(64) }),
        response: { 200: okEnvelope(playerContextSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await playerContext(app.db, merchantOf(request), request.params.account) }),
  );
};
