import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disputeListSchema, disputeQuerySchema, proofParamsSchema, withdrawalConfirmationSchema } from '@shared/api/disputes';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { confirmationOf, disputes, viewProof } from './service';

const tags = ['operator'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Disputed withdrawals: the player's 'not received' answers and the proof images behind them. */
export const consoleDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/withdrawals/disputes',
    {
      config: { operator: 'read' },
      schema: { tags, description: "Paid withdrawals whose player answered NOT_RECEIVED, newest answer first, with their proof count.", querystring: disputeQuerySchema, response: { 200: okEnvelope(disputeListSchema) } },
    },
    async (request) => ({ success: true as const, value: { list: await disputes(app.db, operatorOf(request).merchantId, request.query.limit) } }),
  );

  app.get(
    '/ops-api/withdrawals/:id/confirmation',
    {
      config: { operator: 'read' },
      schema: { tags, description: "The player's answer to a withdrawal (result, remark, time) and its proof images' ids, types and sizes.", params, response: { 200: okEnvelope(withdrawalConfirmationSchema) } },
    },
    async (request) => ({ success: true as const, value: await confirmationOf(app.db, operatorOf(request).merchantId, request.params.id) }),
  );

  app.get(
    '/ops-api/withdrawals/:id/proofs/:proofId',
    {
      config: { operator: 'read' },
      schema: { tags, description: 'One proof image: its bytes with the type read from them (PNG or JPEG), never cached. Each view is audited (withdrawal.proof_view).', params: proofParamsSchema },
    },
    async (request, reply) => {
      const proof = await viewProof(app.db, actorOf(operatorOf(request)), request.params.id, request.params.proofId);
      return reply
        .type(proof.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'inline')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(proof.content);
    },
  );
};
