import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateQuerySchema, affiliateSchema } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { checkAffiliate } from './service';

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['member'],
        description: "Is `code` (or the affiliateCode/code/ref query of `url`, or the first label of `domain`) an agent's affiliate code?",
        querystring: affiliateQuerySchema,
        response: { 200: okEnvelope(affiliateSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await checkAffiliate(app.db, merchantOf(request), request.query) }),
  );
};
