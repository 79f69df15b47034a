import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanChallengeSchema } from '@shared/api/account';
import { okEnvelope } from '@shared/envelope';
import { issueChallenge } from './service';

export const humanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/verification/challenge',
    {
      schema: {
        tags: ['verification'],
        description:
          'A signed proof-of-work challenge (find nonce with SHA-256(salt + nonce) having `difficulty` leading zero bits, ' +
          'see src/shared/human-proof.ts). Send the solved proof as `human` with SMS sending, non-SMS login and registration; ' +
          'each proof is accepted once, within 5 minutes.',
        response: { 200: okEnvelope(humanChallengeSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, value: issueChallenge(app.accounts) };
    },
  );
};
