import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateRoutes } from '../affiliate/routes';
import { agentRegisterRoutes } from '../agent/register-routes';
import { captchaRoutes, devCaptchaRoutes } from '../captcha/routes';
import { humanRoutes } from '../human/routes';
import { accountRoutes } from '../member/account-routes';
import { memberRoutes } from '../member/routes';
import { outboxRoutes } from '../messaging/routes';
import { verificationRoutes } from '../verification/routes';
import { walletBalanceRoutes } from '../wallet-balance/routes';
import { isValueError } from '../../lib/value-error';
import { sessionRoutes } from './routes';

/** Failures that carry a value (captcha flag, address check, field details) are written here. */
function accountErrors(this: FastifyInstance, error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!isValueError(error)) throw error;
  const body: Record<string, unknown> = { success: false, code: error.code, message: error.message, value: error.value };
  if (error.fields) body.errors = error.fields;
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Form bodies (e-mail recovery): one level of key=value, repeated keys keep the last value. */
function parseForm(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/** Accounts and sessions (issue 3): every call of spec section 7 about sign-in, members and codes. */
export const accountsModule: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(accountErrors);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
  await app.register(sessionRoutes);
  await app.register(humanRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(memberRoutes);
  await app.register(accountRoutes);
  await app.register(affiliateRoutes);
  await app.register(agentRegisterRoutes);
  await app.register(walletBalanceRoutes);
  if (app.config.nodeEnv !== 'production') {
    await app.register(outboxRoutes);
    await app.register(devCaptchaRoutes);
  }
};
