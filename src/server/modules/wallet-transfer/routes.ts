import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { amountInputSchema } from '../cashier/amount';
import { merchantWallet, transferToDownline, transferToUpline } from './service';

const tags = ['wallet'];
const resultSchema = z.object({
  transferId: z.number().int(),
  replayed: z.boolean().describe('true when this Idempotency-Key was seen before: nothing moved again'),
  amount: z.number().int(),
  currency: z.string(),
  balanceAfter: z.number().int().describe("the sender's main wallet, minor units"),
});
/** Required (printable ASCII, 8-100): a retried request with the same key never moves money twice. */
const headers = z.looseObject({ 'idempotency-key': z.string().min(8).max(100).regex(/^[\x21-\x7e]+$/u) });
const body = { amount: amountInputSchema, currency: z.string().max(8).optional() };

/** Member ↔ agent transfers and the merchant's wallet mode. */
export const walletTransferRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return { success: true as const, value: await transferToDownline(app.db, merchantOf(request), { id, type }, request.body, request.headers['idempotency-key']) };
    },
  );

  app.get(
    '/wps/merchant/wallet',
    { schema: { tags, description: 'Wallet mode: isSingle unless transfer-mode vendors exist.', response: { 200: okEnvelope(z.object({ isSingle: z.boolean() })) } } },
    async (request) => ({ success: true as const, value: await merchantWallet(app.db, merchantOf(request).id) }),
  );
};
