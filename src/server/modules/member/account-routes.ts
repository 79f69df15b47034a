import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordPayloadSchema,
  emailRecoveryBodySchema,
  emailRecoverySentSchema,
  loginResultSchema,
  passwordResetPayloadSchema,
  phoneRecoveryPayloadSchema,
  registerPayloadSchema,
} from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { E_ROUTE_NOTE } from '../../plugins/encryption';
import { merchantOf } from '../../plugins/merchant';
import { clientOf } from '../session/client';
import { changePassword, recoverByPhone, resetByEmailToken, sendResetEmail } from './password-service';
import { register } from './register-service';

const tags = ['member'];
const E = { encrypted: true } as const;
const loginResult = { 200: okEnvelope(loginResultSchema) };
const REGISTER_NOTE =
  'Needs `human`; fields per GET /wps/system/setting/register. 422 validation_failed answers errors { field: problem } and ' +
  'value.fields { field: { problem, pattern?, min?, max? } }; 409 account_exists; agree_terms; invitation_code_error. Answers a login result.';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, mode] of [['/wps/member/register', 'username'], ['/wps/member/register/mobile', 'mobile']] as const) {
    app.put(
      path,
      { config: E, schema: { tags, description: `${E_ROUTE_NOTE}\n\n${REGISTER_NOTE}`, body: registerPayloadSchema, response: loginResult } },
      async (request) => ({
        success: true as const,
        value: await register(app.accounts, merchantOf(request), request.body, mode, clientOf(request)),
      }),
    );
  }

  app.post(
    '/wps/member/password',
    {
      config: { ...E, auth: 'real', allowRestricted: true },
      schema: { tags, description: `T. ${E_ROUTE_NOTE}\n\nEnds the account's other sessions; lifts the forced change.`, body: changePasswordPayloadSchema, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await changePassword(app.accounts, merchantOf(request), sessionOf(request), request.body);
      return { success: true as const, value: null };
    },
  );

  app.post(
    '/wps/member/password/verification',
    { config: E, schema: { tags, description: `${E_ROUTE_NOTE}\n\nPhone recovery (setting CHNGPASSVERIF3): code of sms/noLogin purpose password. Signs in.`, body: phoneRecoveryPayloadSchema, response: loginResult } },
    async (request) => ({ success: true as const, value: await recoverByPhone(app.accounts, merchantOf(request), request.body, clientOf(request)) }),
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        description: 'Form-encoded (application/x-www-form-urlencoded). Mails a one-time reset link (?resetToken=, 30 minutes). Throttled per address and name; then username_or_email_not_exist when they do not match.',
        body: emailRecoveryBodySchema,
        response: { 200: okEnvelope(emailRecoverySentSchema) },
      },
    },
    async (request) => {
      await sendResetEmail(app.accounts, merchantOf(request), request.body, clientOf(request));
      return { success: true as const, value: { sent: true as const } };
    },
  );

  app.post(
    '/wps/member/password/reset',
    { config: E, schema: { tags, description: `${E_ROUTE_NOTE}\n\nThe e-mailed resetToken + new password. Signs in.`, body: passwordResetPayloadSchema, response: loginResult } },
    async (request) => ({ success: true as const, value: await resetByEmailToken(app.accounts, merchantOf(request), request.body, clientOf(request)) }),
  );
};
