import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { amountInputSchema } from '@shared/api/cashier';
import { FUND_DIRECTIONS, idempotencyKeySchema, transferResultSchema as resultSchema, vendorWalletsSchema } from '@shared/api/wallet';
import { recallAll, transferFund, vendorWallets } from './fund-service';
import { DownlineCache } from './downline-cache';
import { merchantWallet, transferToDownline, transferToUpline } from './service';

const tags = ['wallet'];
const headers = z.looseObject({ 'idempotency-key': idempotencyKeySchema });
const body = { amount: amountInputSchema, currency: z.string().max(8).optional() };

/** Member ↔ agent transfers and the merchant's wallet mode. */
export const walletTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const downlines = new DownlineCache(app.config.accounts.sessionCacheSeconds * 1000);
  app.post(
    '/wps/wallet/transferUpline',
    {
      config: { auth: 'real' },
      schema: { tags, description: "T, real. Main wallet → the upline agent's main wallet. Header Idempotency-Key required.", headers, body: z.object(body).strict(), response: { 200: okEnvelope(resultSchema) } },
    },
    async (request) => ({
      success: true as const,
      value: await transferToUpline(app.db, merchantOf(request), sessionOf(request).row.member.id, request.body, request.headers['idempotency-key']),
    }),
  );

  app.get(
    '/wps/wallet/vendors',
    {
      config: { auth: 'real' },
      schema: { tags, description: 'T, real. The main balance and the wallet of every transfer-mode vendor (minor units).', response: { 200: okEnvelope(vendorWalletsSchema) } },
    },
    async (request) => ({ success: true as const, value: await vendorWallets(app.db, merchantOf(request), sessionOf(request).row.member.id) }),
  );

  app.post(
    '/wps/wallet/transferFund',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real. IN: main → vendor wallet (refused while the vendor is in maintenance); OUT: vendor wallet → main. Header Idempotency-Key required.',
        headers,
        body: z.object({ ...body, vendorCode: z.string().min(1).max(40), direction: z.enum(FUND_DIRECTIONS) }).strict(),
        response: { 200: okEnvelope(resultSchema.extend({ vendorBalanceAfter: z.number().int() })) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transferFund(app.db, merchantOf(request), sessionOf(request).row.member.id, request.body, request.headers['idempotency-key']),
    }),
  );

  app.post(
    '/wps/wallet/recallAll',
    {
      config: { auth: 'real' },
      schema: { tags, description: 'T, real. Moves every vendor wallet balance back to main. Header Idempotency-Key required.', headers, response: { 200: okEnvelope(vendorWalletsSchema) } },
    },
    async (request) => ({ success: true as const, value: await recallAll(app.db, merchantOf(request), sessionOf(request).row.member.id, request.headers['idempotency-key']) }),
  );

  app.post(
    '/wps/agent/transfer',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, agents. Main wallet → a member of the own downline tree (others: 403). Header Idempotency-Key required.',
        headers,
        body: z.object({ ...body, account: z.string().min(1).max(64) }).strict(),
        response: { 200: okEnvelope(resultSchema) },
      },
    },
    async (request) => {
      const { id, type } = sessionOf(request).row.member;
      return { success: true as const, value: await transferToDownline(app.db, merchantOf(request), { id, type }, request.body, request.headers['idempotency-key'], downlines) };
    },
  );

  app.get(
    '/wps/merchant/wallet',
    { schema: { tags, description: 'Wallet mode: isSingle unless transfer-mode vendors exist.', response: { 200: okEnvelope(z.object({ isSingle: z.boolean() })) } } },
    async (request) => ({ success: true as const, value: await merchantWallet(app.db, merchantOf(request).id) }),
  );
};
