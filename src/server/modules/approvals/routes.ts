import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalListQuerySchema, approvalListSchema, approvalRejectBodySchema, approvalSchema } from '@shared/api/approvals';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { secondApprovalFrom } from '../cashier/settings';
import { actorOf, type OperatorIdentity } from '../operator/service';
import { approvals, approve, reject } from './service';

const tags = ['operator'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const checkerOf = (operator: OperatorIdentity) => ({ ...actorOf(operator), permissions: operator.permissions });

/** Maker-checker: money actions waiting for a second operator, and that operator's decision. */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/approvals',
    {
      config: { operator: 'read' },
      schema: { tags, description: "Money actions filed for a second operator (oldest first while pending), and the merchant's second-approval amount.", querystring: approvalListQuerySchema, response: { 200: okEnvelope(approvalListSchema) } },
    },
    async (request) => ({
      success: true as const,
      value: { list: await approvals(app.db, operatorOf(request).merchantId, request.query.status, request.query.limit), threshold: secondApprovalFrom(merchantOf(request)) },
    }),
  );

  app.post(
    '/ops-api/approvals/:id/approve',
    {
      config: { operator: 'cashier.decide' },
      schema: {
        tags,
        description: 'A second operator approves: the action (paying the withdrawal, granting the bonus) runs now, once. The operator who filed it gets second_operator_required (409), from any session.',
        params,
        response: { 200: okEnvelope(approvalSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await approve(app.db, checkerOf(operatorOf(request)), request.params.id) }),
  );

  app.post(
    '/ops-api/approvals/:id/reject',
    {
      config: { operator: 'cashier.decide' },
      schema: { tags, description: 'A second operator refuses the action, with a note; nothing runs (a withdrawal stays pending for its own decision).', params, body: approvalRejectBodySchema, response: { 200: okEnvelope(approvalSchema) } },
    },
    async (request) => ({ success: true as const, value: await reject(app.db, checkerOf(operatorOf(request)), request.params.id, request.body.note) }),
  );
};
