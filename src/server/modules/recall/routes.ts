import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recallAnswerSchema, recallInputSchema } from '@shared/api/play';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { recallLink } from './service';

/** Game recall: the replay page of a round, at the vendor, behind a short-lived signed link. */
export const recallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wps/game/recall',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['games'],
        description:
          "T. A signed link (10 minutes) to the vendor's replay of one of the member's rounds: vassalage, roundId, language. 404 not_found for a round that is not the member's; 503 game_maintenance when the vendor has no launch address.",
        body: recallInputSchema,
        response: { 200: okEnvelope(recallAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await recallLink(
        {
          db: app.db,
          merchantId: merchantOf(request).id,
          memberId: sessionOf(request).row.member.id,
          keySecret: app.config.accounts.keyEncryptionSecret,
          now: app.accounts.now(),
        },
        request.body,
      ),
    }),
  );
};
