import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { freeplayBodySchema, loginPayloadSchema, loginResultSchema, publicKeySchema } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { E_ROUTE_NOTE } from '../../plugins/encryption';
import { merchantOf } from '../../plugins/merchant';
import { createTrial } from '../member/service';
import { clientOf } from './client';
import { login } from './login-service';
import { logout } from './session-service';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/system/publicKey',
    {
      config: { accessGate: false },
      schema: { tags, description: 'The RSA key E payloads are encrypted for (see E routes).', response: { 200: okEnvelope(publicKeySchema) } },
    },
    async () => ({ success: true as const, value: app.keyRing.publicKey() }),
  );

  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true },
      schema: {
        tags,
        description:
          `${E_ROUTE_NOTE}\n\ntype username: needs \`human\`; after failures \`captcha\` + \`captchaId\` (a failed answer carries ` +
          'value.captcha). type sms: username = mobile number, password = the code of /wps/verification/sms/noLogin. ' +
          'A new address answers please_verify_first with value { channel, recipient }: retry with addressCode. ' +
          'weakPassword/passwordExpired → the session only allows the password change until it is changed.',
        body: loginPayloadSchema,
        response: { 200: okEnvelope(loginResultSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await login(app.accounts, merchantOf(request), request.body, clientOf(request)) }),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        description: 'A trial account (type 4), signed in. Merchant feature freePlay; at most 5 per address per hour.',
        body: freeplayBodySchema.optional(),
        response: { 200: okEnvelope(loginResultSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await createTrial(app.accounts, merchantOf(request), clientOf(request)) }),
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { auth: 'member', allowRestricted: true },
      schema: { tags, description: 'T. Revokes the session.', response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await logout(app.accounts, sessionOf(request));
      return { success: true as const, value: null };
    },
  );
};
