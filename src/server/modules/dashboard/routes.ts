import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@shared/api/dashboard';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { dashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/dashboard',
    {
      config: { operator: 'read' },
      schema: {
        tags: ['operator'],
        description: "Today and this month in the merchant's zone: deposits, withdrawals, net deposits, bets, wins, gross gaming revenue, bonuses, new and active players; and what waits in each approval queue.",
        response: { 200: okEnvelope(dashboardSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await dashboard(app.db, merchantOf(request), app.accounts.now()) }),
  );
};
