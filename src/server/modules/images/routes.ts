import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantOf } from '../../plugins/merchant';
import { sendImage } from './reply';
import { getGameIcon, getImage, getVendorLogo } from './service';

const tags = ['images'];
const image = z.string().describe('The image bytes (SVG text for generated artwork)');
const response = { 200: image, 304: z.undefined().describe('Not modified') };
const name = z.string().min(1).max(120);

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/img/games/:nodeId.svg',
    { schema: { tags, params: z.strictObject({ nodeId: name }), response } },
    async (request, reply) =>
      sendImage(request, reply, await getGameIcon(app.db, merchantOf(request), request.params.nodeId)),
  );

  app.get(
    '/img/vendors/:code.svg',
    { schema: { tags, params: z.strictObject({ code: name }), response } },
    async (request, reply) =>
      sendImage(request, reply, await getVendorLogo(app.db, merchantOf(request), request.params.code)),
  );

  app.get(
    '/img/*',
    {
      schema: {
        tags,
        description: 'Generated images (banners, licences, logos) by key, e.g. /img/banners/home-1.svg',
        params: z.strictObject({ '*': z.string().min(1).max(300) }),
        response,
      },
    },
    async (request, reply) => sendImage(request, reply, await getImage(app.db, merchantOf(request), request.params['*'])),
  );
};
