import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_ID_HEADER } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { AppError } from '../../lib/app-error';
import { merchantOf } from '../../plugins/merchant';
import { devCaptchaAnswer, issueCaptcha } from './service';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const dev = app.config.nodeEnv !== 'production';
  app.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['verification'],
        description:
          'A new captcha: value is `data:image/svg+xml;base64,...`; its id is in the response header `X-Captcha-Id`. ' +
          'Send the id back as `captchaId` with the answer as `captcha`. Single use, valid 2 minutes, at most one a second per address (429).',
        response: { 200: okEnvelope(z.string()) },
      },
    },
    async (request, reply) => {
      const { id, image } = await issueCaptcha(app.accounts, merchantOf(request).id, request.clientIp, dev);
      reply.header(CAPTCHA_ID_HEADER, id).header('Cache-Control', 'no-store').header('Access-Control-Expose-Headers', CAPTCHA_ID_HEADER);
      return { success: true as const, value: image };
    },
  );
};

/** Non-production only: the answer of a captcha, so end-to-end tests can pass it. */
export const devCaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/captcha/:id',
    { schema: { tags: ['dev'], params: z.object({ id: z.string().max(64) }), response: { 200: okEnvelope(z.object({ answer: z.string() })) } } },
    async (request) => {
      const answer = devCaptchaAnswer(request.params.id);
      if (!answer) throw new AppError('not_found', 'No such captcha');
      return { success: true as const, value: { answer } };
    },
  );
};
