import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { birthdayPayloadSchema, loginHistorySchema, memberInfoSchema, publicStateSchema } from '@shared/api/account';
import { LANGUAGES } from '@shared/constants';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { clientOf } from '../session/client';
import { sessionMemberInfo } from '../session/session-service';
import { avatarSvg } from './avatar';
import { setBirthday } from './birthday-service';
import { loginHistory, publicState } from './service';

const tags = ['member'];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/member/info',
    {
      config: { auth: 'member', allowRestricted: true },
      schema: { tags, description: 'T. The signed-in account, with the previous login (time, address).', response: { 200: okEnvelope(memberInfoSchema) } },
      // Read on every page load of a signed-in player. toMemberInfo() builds the answer field by
      // field (nothing else can leak), so it is serialized without re-validating our own output;
      // tests parse it with the shared schema. ~400 bytes: not worth compressing.
      compress: false,
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({ success: true as const, value: sessionMemberInfo(sessionOf(request)) }),
  );

  app.get(
    '/wps/member/info/icon',
    {
      config: { auth: 'member', allowRestricted: true },
      schema: { tags, description: 'T. The avatar, image/svg+xml (generated from the account).', response: { 200: z.string() } },
    },
    async (request, reply) => {
      reply.type('image/svg+xml').header('Cache-Control', 'private, max-age=86400');
      return avatarSvg(`${merchantOf(request).id}:${sessionOf(request).row.member.account}`);
    },
  );

  app.get(
    '/wps/member/publicState',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: "T. Balance, VIP, promotions and unread count for the header; vipLabelName in `language` (the merchant's default language without it).",
        querystring: z.object({ language: z.enum(LANGUAGES).optional() }),
        response: { 200: okEnvelope(publicStateSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await publicState(app.accounts, merchantOf(request), sessionOf(request), request.query.language) }),
  );

  app.get(
    '/wps/member/loginHistory',
    {
      config: { auth: 'real' },
      schema: { tags, description: 'T, real accounts. The latest 50 sign-ins: time, address, device, result.', response: { 200: okEnvelope(loginHistorySchema) } },
    },
    async (request) => ({ success: true as const, value: await loginHistory(app.accounts, merchantOf(request), sessionOf(request)) }),
  );

  app.post(
    '/wps/member/birthday',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real accounts. Sets the birthday ("YYYY-MM-DD", age 18 to 120) once: 422 validation_failed with errors.birthday format, not_a_day, too_young or too_old; 409 birthday_already_set.',
        body: birthdayPayloadSchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await setBirthday(app.accounts, merchantOf(request), sessionOf(request), request.body.birthday, clientOf(request).ip);
      return { success: true as const, value: null };
    },
  );
};
