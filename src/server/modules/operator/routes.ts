import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmAnswerSchema, confirmBodySchema, enrolAnswerSchema, loginAnswerSchema, meAnswerSchema, verifyAnswerSchema, verifyBodySchema } from '@shared/api/console';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from './second-factor';
import { IDLE_MINUTES, operatorLogin, operatorLogout, type OperatorIdentity } from './service';

const tags = ['operator'];
const operatorView = ({ id, username, role, permissions }: OperatorIdentity) => ({ id, username, role, permissions: [...permissions] });

/**
 * Operator sign-in: the password, then the mandatory second factor (TOTP enrolment with recovery
 * codes the first time, a code or a recovery code after that). Money actions live with their
 * domain (cashier, records); the audit log in audit-routes.ts.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const factor = (request: Parameters<typeof merchantOf>[0]) => ({ db: app.db, now: app.accounts.now(), sealKey: app.config.accounts.keyEncryptionSecret, merchant: merchantOf(request) });

  app.post(
    '/ops-api/session/login',
    {
      schema: {
        tags,
        description:
          'Operator sign-in (not players), step one: the password. Answers a Bearer token whose session is at stage `enrol` (no second factor yet) or `verify`; ' +
          'only the second-factor calls accept it until the stage is `full`. Five failed steps lock the account for 15 minutes.',
        body: z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) }).strict(),
        response: { 200: okEnvelope(loginAnswerSchema) },
      },
    },
    async (request) => {
      const merchantId = merchantOf(request).id;
      // Back-office credentials are worth guessing: bound attempts per address and per name.
      await app.rateLimit.hit(`ops-login:${merchantId}:ip:${request.clientIp}`, 20, 10 * 60_000);
      await app.rateLimit.hit(`ops-login:${merchantId}:user:${request.body.username.toLowerCase()}`, 10, 10 * 60_000);
      const input = { ...request.body, merchantId, ip: request.clientIp, now: app.accounts.now() };
      const { token, operator } = await operatorLogin(app.db, input, app.config.accounts.passwordCost);
      return { success: true as const, value: { token, stage: operator.stage, operator: operatorView(operator), idleMinutes: IDLE_MINUTES } };
    },
  );

  app.post(
    '/ops-api/session/totp/enrol',
    { config: { operator: 'enrol' }, schema: { tags, description: 'Second factor, first sign-in: a new TOTP secret and its otpauth:// URL to scan (shown once; a repeat replaces it).', response: { 200: okEnvelope(enrolAnswerSchema) } } },
    async (request) => {
      const ctx = factor(request);
      return { success: true as const, value: await startEnrolment(ctx, operatorOf(request), ctx.merchant.name) };
    },
  );

  app.post(
    '/ops-api/session/totp/confirm',
    {
      config: { operator: 'enrol' },
      schema: { tags, description: 'Second factor, first sign-in: a code of the new secret turns it on and the session full; answers ten recovery codes, shown once.', body: confirmBodySchema, response: { 200: okEnvelope(confirmAnswerSchema) } },
    },
    async (request) => ({ success: true as const, value: { stage: 'full' as const, recoveryCodes: await confirmEnrolment(factor(request), operatorOf(request), request.body.code) } }),
  );

  app.post(
    '/ops-api/session/totp/verify',
    {
      config: { operator: 'verify' },
      schema: { tags, description: 'Second factor: the authenticator code (each good once) or an unused recovery code makes the session full.', body: verifyBodySchema, response: { 200: okEnvelope(verifyAnswerSchema) } },
    },
    async (request) => ({ success: true as const, value: { stage: 'full' as const, recoveryCodesLeft: await verifySecondFactor(factor(request), operatorOf(request), request.body) } }),
  );

  app.get(
    '/ops-api/session/me',
    { config: { operator: 'session' }, schema: { tags, description: 'The signed-in operator, its role, permissions and sign-in stage.', response: { 200: okEnvelope(meAnswerSchema) } } },
    async (request) => {
      const operator = operatorOf(request);
      return { success: true as const, value: { stage: operator.stage, operator: operatorView(operator), idleMinutes: IDLE_MINUTES } };
    },
  );

  app.post(
    '/ops-api/session/logout',
    { config: { operator: 'session' }, schema: { tags, description: 'Ends the operator session.', response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await operatorLogout(app.db, operatorOf(request), app.accounts.now());
      return { success: true as const, value: null };
    },
  );
};
