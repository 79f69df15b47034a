import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRIAL_TYPE } from '@shared/constants';
import { okEnvelope } from '@shared/envelope';
import { claimResultSchema, promotionIdParams } from '@shared/api/promotions';
import { raffleViewSchema } from '@shared/api/raffle';
import { optionalSessionOf, sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { claimRafflePrize } from './raffle-service';
import { raffleView } from './raffle-view';

const tags = ['promotions'];

/**
 * Raffles (spec section 7): the raffle as the viewer sees it (visitors and trial accounts: its
 * rules, commitment and draw; members also their tickets and prize) and the winner's claim.
 */
export const raffleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/promotions/:id/raffle',
    {
      config: { auth: 'optional' },
      schema: { tags, description: "A raffle: ticket rules, prizes, the seed's published sha256, the viewer's tickets, and after the draw the seed, entrants and winners.", params: promotionIdParams, response: { 200: okEnvelope(raffleViewSchema) } },
    },
    async (request) => {
      const session = optionalSessionOf(request);
      const member = session && session.row.member.type !== TRIAL_TYPE ? { id: session.row.member.id, status: session.row.member.status } : null;
      return { success: true as const, value: await raffleView(app.db, merchantOf(request), member, request.params.id) };
    },
  );
  app.post(
    '/wps/promotions/:id/raffle/claim',
    { config: { auth: 'real' }, schema: { tags, description: "T, real accounts. A winner claims its raffle prize once, within the claim days (claim → claimed).", params: promotionIdParams, response: { 200: okEnvelope(claimResultSchema) } } },
    async (request) => {
      const { id, status } = sessionOf(request).row.member;
      return { success: true as const, value: await claimRafflePrize(app.db, merchantOf(request), { id, status }, request.params.id) };
    },
  );
};
