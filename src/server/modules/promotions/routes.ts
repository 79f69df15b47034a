import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRIAL_TYPE } from '@shared/constants';
import { okEnvelope } from '@shared/envelope';
import { claimResultSchema, promotionIdParams, promotionInputSchema, promotionListQuery, promotionListSchema, rebateViewSchema } from '@shared/api/promotions';
import { optionalSessionOf, sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { savePromotion } from './operator-service';
import { claimRebate, openEnvelope, signIn, type PromotionMember } from './claim-service';
import { promotionList, rebateView } from './view-service';
import { z } from 'zod';

const tags = ['promotions'];
const memberOf = (request: Parameters<typeof sessionOf>[0]): PromotionMember => {
  const { id, status } = sessionOf(request).row.member;
  return { id, status };
};

/**
 * Promotions (spec sections 2-4): the list every visitor sees (with the member's own statuses when
 * signed in) and the claims. Real accounts only claim; every claim pays at most once per occasion
 * and never past the promotion's budget.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/promotions',
    {
      config: { auth: 'optional' },
      schema: { tags, description: 'Every promotion with its status for the viewer (visitors see join, coming soon or closed).', querystring: z.object(promotionListQuery).strict(), response: { 200: okEnvelope(promotionListSchema) } },
    },
    async (request) => {
      const session = optionalSessionOf(request);
      const member = session && session.row.member.type !== TRIAL_TYPE ? { id: session.row.member.id, status: session.row.member.status } : null;
      const merchant = merchantOf(request);
      return { success: true as const, value: await promotionList(app.db, merchant, member, request.query.language ?? merchant.config.defaultLanguage) };
    },
  );
  app.get(
    '/wps/promotions/rebate',
    { config: { auth: 'real' }, schema: { tags, description: 'T, real accounts. manualRebate: rebate accrued per category since the last claim, and past claims.', response: { 200: okEnvelope(rebateViewSchema) } } },
    async (request) => ({ success: true as const, value: await rebateView(app.db, merchantOf(request), memberOf(request)) }),
  );
  app.post(
    '/ops-api/promotions',
    { config: { operator: 'any' }, schema: { tags: ['operator', ...tags], description: 'Operator: creates or changes a promotion by its code (audited).', body: promotionInputSchema, response: { 200: okEnvelope(z.object({ id: z.number().int(), code: z.string() })) } } },
    async (request) => {
      const saved = await savePromotion(app.db, actorOf(operatorOf(request)), request.body);
      return { success: true as const, value: { id: saved.id, code: saved.code } };
    },
  );
  const claims = {
    'rebate/claim': claimRebate,
    'sign-in': signIn,
    'envelope/open': openEnvelope,
  } as const;
  for (const [path, claim] of Object.entries(claims)) {
    app.post(
      `/wps/promotions/:id/${path}`,
      { config: { auth: 'real' }, schema: { tags, description: `T, real accounts. ${path}: pays the reward once (promotion_already_claimed after), within the budget.`, params: promotionIdParams, response: { 200: okEnvelope(claimResultSchema) } } },
      async (request) => ({ success: true as const, value: await claim(app.db, merchantOf(request), memberOf(request), request.params.id) }),
    );
  }
};
