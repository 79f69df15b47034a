import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_ROLES } from '@shared/api/console';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { listOperators } from './repository';
import { actorOf, addOperator } from './service';

const tags = ['operator'];
const operatorRowSchema = z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES), status: z.string(), enrolled: z.boolean(), lockedUntil: z.string().nullable(), createdAt: z.string() });

/** The merchant's operators: who they are, and adding one (it enrols its second factor at its first sign-in). */
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/operators',
    { config: { operator: 'operators.manage' }, schema: { tags, description: "This merchant's operators, their roles and whether their second factor is enrolled.", response: { 200: okEnvelope(z.object({ list: z.array(operatorRowSchema) })) } } },
    async (request) => {
      const rows = await listOperators(app.db, operatorOf(request).merchantId);
      const list = rows.map((r) => ({ id: r.id, username: r.username, role: r.role, status: r.status, enrolled: r.totpSecret !== null, lockedUntil: r.lockedUntil?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }));
      return { success: true as const, value: { list } };
    },
  );

  app.post(
    '/ops-api/operators',
    {
      config: { operator: 'operators.manage' },
      schema: {
        tags,
        description: 'Adds an operator (audited); it signs in with this password and enrols its authenticator at its first sign-in.',
        body: z.strictObject({ username: z.string().trim().regex(/^[a-z0-9_.-]{3,32}$/u), password: z.string().min(8).max(128), role: z.enum(OPERATOR_ROLES) }),
        response: { 200: okEnvelope(z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES) })) },
      },
    },
    async (request) => ({ success: true as const, value: await addOperator(app.db, actorOf(operatorOf(request)), { ...request.body, cost: app.config.accounts.passwordCost }) }),
  );
};
