import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { deepPartialStrict } from '../../lib/deep-partial';
import { merchantOf } from '../../plugins/merchant';
import { merchantConfigSchema } from '../system/merchant-config';
import { getHealth, patchMerchantConfig } from './service';

const tags = ['dev'];
const patchSchema = deepPartialStrict(merchantConfigSchema).describe(
  'Any part of the merchant configuration; objects merge, arrays replace',
);
const healthSchema = z.object({ database: z.enum(['pglite', 'postgres']), merchants: z.number().int() });

/**
 * Test helpers that exist only outside production (app.ts does not register them there), so
 * end-to-end tests can switch maintenance and region blocking on and off.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/dev/merchant/config',
    { schema: { tags, body: patchSchema, response: { 200: okEnvelope(merchantConfigSchema) } } },
    async (request) => {
      const value = await patchMerchantConfig(app.db, app.merchants, merchantOf(request), request.body);
      return { success: true as const, value };
    },
  );

  app.get('/dev/health', { schema: { tags, response: { 200: okEnvelope(healthSchema) } } }, async () => ({
    success: true as const,
    value: await getHealth(app.db, app.dbDriver),
  }));
};
