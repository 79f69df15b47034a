import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { booksQuerySchema, booksSchema, ledgerVerifySchema } from '@shared/api/console-ledger';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { books, runVerifier } from './service';

const tags = ['operator'];

export const consoleLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops-api/ledger/verify',
    {
      config: { operator: 'ledger.verify' },
      schema: { tags, description: "Runs the ledger verifier over this merchant's books (balances equal their entries, running totals, two entries per transfer, accounts summing to zero), audited.", response: { 200: okEnvelope(ledgerVerifySchema) } },
    },
    async (request) => ({ success: true as const, value: await runVerifier(app.db, actorOf(operatorOf(request)), () => app.accounts.now()) }),
  );

  app.get(
    '/ops-api/ledger/books',
    { config: { operator: 'read' }, schema: { tags, description: "A day's books in the merchant's zone (today by default): each account kind's credits, debits, net and closing balance.", querystring: booksQuerySchema, response: { 200: okEnvelope(booksSchema) } } },
    async (request) => ({ success: true as const, value: await books(app.db, merchantOf(request), request.query.day, app.accounts.now()) }),
  );
};
