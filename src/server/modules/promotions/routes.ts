import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRIAL_TYPE } from '@shared/constants';
import { okEnvelope } from '@shared/envelope';
import { applicationBodySchema, applicationDecisionSchema, applicationSchema, claimResultSchema, promotionIdParams, promotionInputSchema, vipViewSchema, wageredBonusListSchema, promotionListQuery, promotionListSchema, rebateViewSchema } from '@shared/api/promotions';
import { optionalSessionOf, sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { savePromotion } from './operator-service';
import { AppError } from '../../lib/app-error';
import { listMerchants } from '../merchant/repository';
import { applyForBonus, decideApplication, pendingApplications } from './application-service';
import { bonusList, forfeitBonus, joinPromotion } from './bonus-service';
import { claimRebate, openEnvelope, signIn, type PromotionMember } from './claim-service';
import { promotionList, rebateView } from './view-service';
import { vipView } from './vip-service';
import { z } from 'zod';

const tags = ['promotions'];
/** The signed-in member as the promotions see it. */
export const memberOf = (request: Parameters<typeof sessionOf>[0]): PromotionMember => {
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
    { config: { operator: 'promotions.manage' }, schema: { tags: ['operator', ...tags], description: 'Operator: creates or changes a promotion by its code (audited).', body: promotionInputSchema, response: { 200: okEnvelope(z.object({ id: z.number().int(), code: z.string() })) } } },
    async (request) => {
      const saved = await savePromotion(app.db, actorOf(operatorOf(request)), request.body);
      return { success: true as const, value: { id: saved.id, code: saved.code } };
    },
  );
  app.post(
    '/wps/promotions/:id/join',
    { config: { auth: 'real' }, schema: { tags, description: 'T, real accounts. Opts into a deposit bonus before depositing (join → joined); repeating it changes nothing.', params: promotionIdParams, response: { 200: okEnvelope(z.object({ joined: z.literal(true) })) } } },
    async (request) => ({ success: true as const, value: await joinPromotion(app.db, merchantOf(request), memberOf(request), request.params.id) }),
  );
  app.get(
    '/wps/promotions/bonuses',
    { config: { auth: 'real' }, schema: { tags, description: 'T, real accounts. bonusDetails: bonuses with their wagering requirement, progress, expiry and status, and what they hold back.', response: { 200: okEnvelope(wageredBonusListSchema) } } },
    async (request) => ({ success: true as const, value: await bonusList(app.db, merchantOf(request), memberOf(request).id) }),
  );
  app.post(
    '/wps/promotions/bonuses/:id/forfeit',
    { config: { auth: 'real' }, schema: { tags, description: 'T, real accounts. Gives up an open bonus: it is taken back as far as the balance holds it.', params: promotionIdParams, response: { 200: okEnvelope(z.object({ takenBack: z.number().int() })) } } },
    async (request) => ({ success: true as const, value: await forfeitBonus(app.db, merchantOf(request), memberOf(request), request.params.id) }),
  );
  app.get(
    '/wps/vip',
    { config: { auth: 'real' }, schema: { tags, description: "T, real accounts. The VIP ladder, the member's level over the rolling window and what the next level needs.", querystring: z.object(promotionListQuery).strict(), response: { 200: okEnvelope(vipViewSchema) } } },
    async (request) => {
      const merchant = merchantOf(request);
      return { success: true as const, value: await vipView(app.db, merchant, memberOf(request).id, request.query.language ?? merchant.config.defaultLanguage) };
    },
  );
  app.post(
    '/wps/promotions/:id/apply',
    { config: { auth: 'real' }, schema: { tags, description: 'T, real accounts. Applies for an apply-for bonus with a remark (applying → pending); one open application each.', params: promotionIdParams, body: applicationBodySchema, response: { 200: okEnvelope(applicationSchema) } } },
    async (request) => {
      const { id, status, account } = sessionOf(request).row.member;
      return { success: true as const, value: await applyForBonus(app.db, merchantOf(request), { id, status, account }, request.params.id, request.body.remark) };
    },
  );
  app.get(
    '/ops-api/promotion-applications',
    { config: { operator: 'read' }, schema: { tags: ['operator', ...tags], description: 'Operator: pending applications for apply-for bonuses, oldest first.', response: { 200: okEnvelope(z.object({ list: z.array(applicationSchema) })) } } },
    async (request) => ({ success: true as const, value: { list: await pendingApplications(app.db, operatorOf(request).merchantId) } }),
  );
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops-api/promotion-applications/:id/${decision}`,
      {
        config: { operator: 'promotions.manage' },
        schema: { tags: ['operator', ...tags], description: `Operator: ${decision}s a pending application (approving pays it once), audited.`, params: promotionIdParams, body: applicationDecisionSchema.nullish(), response: { 200: okEnvelope(applicationSchema) } },
      },
      async (request) => {
        const who = actorOf(operatorOf(request));
        const merchant = (await listMerchants(app.db)).find((m) => m.id === who.merchantId);
        if (!merchant) throw new AppError('not_found', 'No such merchant');
        return { success: true as const, value: await decideApplication(app.db, merchant, who, request.params.id, decision, request.body?.reason) };
      },
    );
  }
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
