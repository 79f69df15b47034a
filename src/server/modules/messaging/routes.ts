import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSchema } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { listOutbox } from './repository';

/** Non-production only (app.ts): what would have been sent by SMS or e-mail, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { tags: ['dev'], response: { 200: okEnvelope(outboxSchema) } } }, async (request) => {
    const rows = await listOutbox(app.db, merchantOf(request).id, 100);
    return { success: true as const, value: { list: rows.map((row) => ({ ...row, time: row.time.toISOString() })) } };
  });
};
