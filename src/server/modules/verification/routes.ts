import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsNoLoginBodySchema, smsRegisterBodySchema, smsSentSchema } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { clientOf } from '../session/client';
import { sendNoLoginSms, sendRegisterSms } from './service';

const tags = ['verification'];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        description:
          'Sends a 6-digit code for sms login (purpose login) or phone password recovery (purpose password). Needs a human ' +
          'proof. Same answer whether or not the number has an account. One SMS a second per number and per address (429).',
        body: smsNoLoginBodySchema,
        response: { 200: okEnvelope(smsSentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sendNoLoginSms(app.accounts, merchantOf(request), request.body, clientOf(request)),
    }),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        description: 'Sends the registration code to a number not registered yet (else 409 account_exists). Needs a human proof.',
        body: smsRegisterBodySchema,
        response: { 200: okEnvelope(smsSentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await sendRegisterSms(app.accounts, merchantOf(request), request.body, clientOf(request)),
    }),
  );
};
