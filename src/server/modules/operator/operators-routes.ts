import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_ROLES, OPERATOR_STATUSES, operatorRowSchema, operatorStateSchema } from '@shared/api/console';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { listOperators } from './repository';
import { changeOperator, resetSecondFactor, unlockOperator } from './manage-service';
import { actorOf, addOperator } from './service';

const tags = ['operator'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const changeBodySchema = z
  .strictObject({ role: z.enum(OPERATOR_ROLES).optional(), status: z.enum(OPERATOR_STATUSES).optional() })
  .refine((b) => b.role !== undefined || b.status !== undefined, 'empty');

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

  app.put(
    '/ops-api/operators/:id',
    { config: { operator: 'operators.manage' }, schema: { tags, description: "Another operator's role or status (ACTIVE, DISABLED; audited). Disabling ends its sessions; never oneself (operator_self).", params: idParams, body: changeBodySchema, response: { 200: okEnvelope(operatorStateSchema) } } },
    async (request) => ({ success: true as const, value: await changeOperator(app.db, actorOf(operatorOf(request)), request.params.id, request.body, new Date(app.accounts.now())) }),
  );

  app.post(
    '/ops-api/operators/:id/reset-second-factor',
    { config: { operator: 'operators.manage' }, schema: { tags, description: "Forgets another operator's authenticator and recovery codes and ends its sessions (audited): it enrols again at its next sign-in.", params: idParams, response: { 200: okEnvelope(operatorStateSchema) } } },
    async (request) => ({ success: true as const, value: await resetSecondFactor(app.db, actorOf(operatorOf(request)), request.params.id, new Date(app.accounts.now())) }),
  );

  app.post(
    '/ops-api/operators/:id/unlock',
    { config: { operator: 'operators.manage' }, schema: { tags, description: "Lifts another operator's lockout after failed sign-ins (audited).", params: idParams, response: { 200: okEnvelope(operatorStateSchema) } } },
    async (request) => ({ success: true as const, value: await unlockOperator(app.db, actorOf(operatorOf(request)), request.params.id) }),
  );
};
