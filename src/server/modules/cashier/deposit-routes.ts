import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { amountInputSchema, depositMethodSchema as methodSchema, depositSchema, pageOf } from '@shared/api/cashier';
import { createDeposit, decideDeposit, depositMethods, listDeposits } from './deposit-service';

const tags = ['cashier'];
/** Deposits (`depositv2`): methods, orders and the player's list. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/cashier/deposit/methods',
    {
      config: { auth: 'real' },
      schema: { tags, description: 'T, real accounts. Enabled deposit methods with limits in minor units.', response: { 200: okEnvelope(z.object({ list: z.array(methodSchema) })) } },
    },
    async (request) => ({ success: true as const, value: { list: await depositMethods(app.db, merchantOf(request).id) } }),
  );

  app.post(
    '/wps/cashier/deposit',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real accounts. Creates a deposit order; amount in minor units (integer) or a decimal string. Moves no money.',
        body: z.object({ methodCode: z.string().min(1).max(40), amount: amountInputSchema, currency: z.string().max(8).optional() }).strict(),
        response: { 200: okEnvelope(depositSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await createDeposit(app.db, merchantOf(request), sessionOf(request).row.member.id, request.body),
    }),
  );

  app.get(
    '/wps/cashier/deposits',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: "T. The signed-in member's deposit orders, newest first.",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: okEnvelope(pageOf(depositSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await listDeposits(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query.page, request.query.size),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops-api/deposits/:id/${decision}`,
      {
        config: { operator: 'cashier.decide' },
        schema: {
          tags: ['operator', ...tags],
          description: `Operator: ${decision} a pending manual bank deposit (audited; repeating the same decision is harmless).`,
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: okEnvelope(depositSchema) },
        },
      },
      async (request) => ({ success: true as const, value: await decideDeposit(app.db, actorOf(operatorOf(request)), request.params.id, decision) }),
    );
  }
};
