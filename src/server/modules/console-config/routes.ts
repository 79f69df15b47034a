import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configDiffSchema, consoleConfigSchema } from '@shared/api/console-config';
import { okEnvelope } from '@shared/envelope';
import { deepPartialStrict } from '../../lib/deep-partial';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { cashierConfigSchema, merchantConfigSchema } from '../system/merchant-config';
import { consoleConfig, previewConfig, saveConfig } from './service';

const tags = ['operator'];
/** A change of the editable sections: objects merge, arrays (allow-lists, mirrors) replace. */
const shape = merchantConfigSchema.shape;
const patchSchema = z.strictObject({
  features: deepPartialStrict(shape.features).optional(),
  register: deepPartialStrict(shape.register).optional(),
  maintenance: deepPartialStrict(shape.maintenance).optional(),
  regionBlock: deepPartialStrict(shape.regionBlock).optional(),
  mirrors: shape.mirrors.optional(),
  // Optional in the stored configuration (defaults apply): partial here like the rest.
  cashier: deepPartialStrict(cashierConfigSchema).optional(),
}) as z.ZodType<Record<string, unknown>>;

export const consoleConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/config',
    { config: { operator: 'read' }, schema: { tags, description: "The merchant's editable configuration (feature flags, registration, maintenance, region blocking, mirrors, cashier) and its version.", response: { 200: okEnvelope(consoleConfigSchema) } } },
    async (request) => ({ success: true as const, value: await consoleConfig(app.db, operatorOf(request).merchantId) }),
  );

  app.post(
    '/ops-api/config/diff',
    { config: { operator: 'config.manage' }, schema: { tags, description: 'What a change would change, path by path (validated; nothing is saved).', body: z.strictObject({ patch: patchSchema }), response: { 200: okEnvelope(configDiffSchema) } } },
    async (request) => ({ success: true as const, value: { changes: await previewConfig(app.db, operatorOf(request).merchantId, request.body.patch) } }),
  );

  app.put(
    '/ops-api/config',
    {
      config: { operator: 'config.manage' },
      schema: {
        tags,
        description: 'Saves a change made on `version` (conflict if another save came first), audited with before and after; the site uses it at once.',
        body: z.strictObject({ version: z.number().int().min(1), patch: patchSchema }),
        response: { 200: okEnvelope(consoleConfigSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await saveConfig(app.db, app.merchants, actorOf(operatorOf(request)), request.body.version, request.body.patch) }),
  );
};
