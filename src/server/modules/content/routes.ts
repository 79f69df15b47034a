import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerListSchema, bannerQuerySchema } from '@shared/api/system';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { getBanners } from './service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/system/banners',
    {
      schema: {
        tags: ['system'],
        description: 'Banners of one group (w_home, w_leftmenu, w_login, w_reg, w_forget) in display order.',
        querystring: bannerQuerySchema,
        response: { 200: okEnvelope(bannerListSchema) },
      },
    },
    async (request) => {
      const { groupName, language } = request.query;
      return { success: true as const, value: await getBanners(app.db, merchantOf(request), groupName, language) };
    },
  );
};
