import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerGroupQuerySchema, bannerInputSchema, consoleBannerListSchema, consoleBannerSchema, imageUploadAnswerSchema, imageUploadSchema } from '@shared/api/console-content';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { banners, createBanner, deleteBanner, updateBanner, uploadImage } from './service';

const tags = ['operator'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The console's content: banner pictures and the banners of each group (the site shows changes at once). */
export const consoleContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops-api/images',
    {
      config: { operator: 'content.manage' },
      // A 1 MB picture in base64, and the JSON around it.
      bodyLimit: 1_500_000,
      schema: { tags, description: 'Uploads a banner picture (base64 PNG, JPEG or WebP by content, at most 1 MB, 320-4096 × 100-2048 px); answers its /img URL.', body: imageUploadSchema, response: { 200: okEnvelope(imageUploadAnswerSchema) } },
    },
    async (request) => ({ success: true as const, value: await uploadImage(app.db, actorOf(operatorOf(request)), request.body.data) }),
  );

  app.get(
    '/ops-api/banners',
    { config: { operator: 'read' }, schema: { tags, description: "A group's banners in display order, with titles in every language.", querystring: bannerGroupQuerySchema, response: { 200: okEnvelope(consoleBannerListSchema) } } },
    async (request) => ({ success: true as const, value: { list: await banners(app.db, operatorOf(request).merchantId, request.query.groupName) } }),
  );

  app.post(
    '/ops-api/banners',
    { config: { operator: 'content.manage' }, schema: { tags, description: 'Adds a banner (audited).', body: bannerInputSchema, response: { 200: okEnvelope(consoleBannerSchema) } } },
    async (request) => ({ success: true as const, value: await createBanner(app.db, actorOf(operatorOf(request)), request.body) }),
  );

  app.put(
    '/ops-api/banners/:id',
    { config: { operator: 'content.manage' }, schema: { tags, description: 'Changes a banner (audited with before and after).', params, body: bannerInputSchema, response: { 200: okEnvelope(consoleBannerSchema) } } },
    async (request) => ({ success: true as const, value: await updateBanner(app.db, actorOf(operatorOf(request)), request.params.id, request.body) }),
  );

  app.delete(
    '/ops-api/banners/:id',
    { config: { operator: 'content.manage' }, schema: { tags, description: 'Removes a banner (audited).', params, response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await deleteBanner(app.db, actorOf(operatorOf(request)), request.params.id);
      return { success: true as const, value: null };
    },
  );
};
