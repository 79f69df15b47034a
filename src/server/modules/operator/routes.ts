import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { listAudit } from './repository';
import { operatorLogin, operatorLogout, OPERATOR_ROLES } from './service';

const tags = ['operator'];
const operatorSchema = z.object({ id: z.number().int(), username: z.string(), role: z.enum(OPERATOR_ROLES) });
const auditSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

/** Operator sign-in and the audit log. Money actions live with their domain (cashier). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops-api/session/login',
    {
      schema: {
        tags,
        description: 'Operator sign-in (not players). Answers an opaque Bearer token for the /ops-api routes.',
        body: z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) }).strict(),
        response: { 200: okEnvelope(z.object({ token: z.string(), operator: operatorSchema })) },
      },
    },
    async (request) => {
      const merchantId = merchantOf(request).id;
      // Back-office credentials are worth guessing: bound attempts per address and per name.
      await app.rateLimit.hit(`ops-login:${merchantId}:ip:${request.clientIp}`, 20, 10 * 60_000);
      await app.rateLimit.hit(`ops-login:${merchantId}:user:${request.body.username.toLowerCase()}`, 10, 10 * 60_000);
      const input = { ...request.body, merchantId, ip: request.clientIp, now: app.accounts.now() };
      const { token, operator } = await operatorLogin(app.db, input, app.config.accounts.passwordCost);
      return { success: true as const, value: { token, operator: { id: operator.id, username: operator.username, role: operator.role } } };
    },
  );

  app.get(
    '/ops-api/session/me',
    { config: { operator: 'any' }, schema: { tags, description: 'The signed-in operator.', response: { 200: okEnvelope(operatorSchema) } } },
    async (request) => {
      const { id, username, role } = operatorOf(request);
      return { success: true as const, value: { id, username, role } };
    },
  );

  app.post(
    '/ops-api/session/logout',
    { config: { operator: 'any' }, schema: { tags, description: 'Ends the operator session.', response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await operatorLogout(app.db, operatorOf(request), app.accounts.now());
      return { success: true as const, value: null };
    },
  );

  app.get(
    '/ops-api/audit',
    {
      config: { operator: 'any' },
      schema: {
        tags,
        description: 'The audit log of this merchant, oldest first, optionally for one target.',
        querystring: z.object({ targetType: z.string().max(40).optional(), targetId: z.string().max(80).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: okEnvelope(z.object({ list: z.array(auditSchema) })) },
      },
    },
    async (request) => {
      const { limit, ...filter } = request.query;
      const rows = await listAudit(app.db, merchantOf(request).id, filter, limit);
      return { success: true as const, value: { list: rows.map((r) => ({ ...r, at: r.at.toISOString() })) } };
    },
  );
};
