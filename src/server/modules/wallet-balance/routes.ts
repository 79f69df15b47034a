import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceSchema } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { getBalance } from './service';

export const walletBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        description: 'T. The balance as a decimal string with the currency decimals (e.g. "0.00") and the currency.',
        response: { 200: okEnvelope(balanceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await getBalance(app.db, merchantOf(request), sessionOf(request).row.member.id),
    }),
  );
};
