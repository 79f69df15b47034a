import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { deepPartialStrict } from '../../lib/deep-partial';
import { AppError } from '../../lib/app-error';
import { merchantOf } from '../../plugins/merchant';
import { backdateContract } from '../contracts/contract-repository';
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

  app.post(
    '/dev/contracts/:id/backdate',
    {
      schema: {
        tags,
        description: "Moves an agent contract's offer and acceptance back by `hours`, so a test can settle a closed day it was in force.",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: z.strictObject({ hours: z.number().int().min(1).max(24 * 90) }),
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const row = await backdateContract(app.db, merchantOf(request).id, request.params.id, request.body.hours * 3_600_000);
      if (!row) throw new AppError('not_found', 'No such contract');
      return { success: true as const, value: { id: row.id } };
    },
  );

  app.get('/dev/health', { schema: { tags, response: { 200: okEnvelope(healthSchema) } } }, async () => ({
    success: true as const,
    value: await getHealth(app.db, app.dbDriver),
  }));
};
