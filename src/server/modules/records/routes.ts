import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalSchema } from '@shared/api/approvals';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { idempotencyKeySchema } from '@shared/api/wallet';
import {
  bonusGrantResultSchema,
  bonusGrantSchema,
  bonusPageSchema,
  consolidatedFundsSchema,
  PERIOD_TYPES,
  profitSchema,
  statementQuerySchema,
  statementSchema,
} from '@shared/api/records';
import { betRoutes } from './bet-routes';
import { bonuses, grantOrFileBonus } from './bonus-service';
import { consolidatedFunds, profit, statement } from './service';

const tags = ['records'];
/** Ledger rows carry the database's clock, so these reads use wall time, not the accounts test clock. */
/** Statements (`transactionHistory`), win/loss (`personalProfit`), bonuses (`bonusDetails`), consolidated funds and the betting record (bet-routes). */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(betRoutes);

  app.get(
    '/wps/member/transactions',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: "T. Ledger entries of the member's accounts with their transfers, newest first. preset or from/to (ISO).",
        querystring: statementQuerySchema,
        response: { 200: okEnvelope(statementSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await statement(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query, Date.now()),
    }),
  );

  app.get(
    '/wps/member/profit',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: 'T. Win/loss per period (UTC) from bets and wins, the total, and lifetime net deposits; minor units.',
        querystring: z.object({ periodType: z.enum(PERIOD_TYPES).default('daily') }),
        response: { 200: okEnvelope(profitSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await profit(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query.periodType, Date.now()),
    }),
  );

  app.get(
    '/wps/member/bonuses',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: "T. Credits from the merchant's promotions account to the member (type bonus, ...), newest first; minor units.",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: okEnvelope(bonusPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await bonuses(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query.page, request.query.size),
    }),
  );

  app.post(
    '/ops-api/bonuses',
    {
      config: { operator: 'money.adjust' },
      schema: {
        tags: ['operator', ...tags],
        description:
          "Operator: grants a bonus, promotions → the player's main wallet (minor units), audited. Optional Idempotency-Key header: a retry moves nothing again. " +
          "From the merchant's second-approval amount the grant is filed for another operator instead: the answer is then `{ approval }` and nothing moves until it is approved.",
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: bonusGrantSchema,
        response: { 200: okEnvelope(z.union([bonusGrantResultSchema, z.object({ approval: approvalSchema })])) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await grantOrFileBonus(app.db, actorOf(operatorOf(request)), {
        ...request.body,
        currency: merchantOf(request).config.currency.code,
        key: request.headers['idempotency-key'],
      }),
    }),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real, agent policy on. Main balance, hold and commission (minor units) with the contract flags.',
        response: {
          200: okEnvelope(consolidatedFundsSchema),
        },
      },
    },
    async (request) => {
      const { id, type } = sessionOf(request).row.member;
      return { success: true as const, value: await consolidatedFunds(app.db, merchantOf(request), { id, type }) };
    },
  );
};
