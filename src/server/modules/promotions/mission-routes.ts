import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIAL_TYPE } from '@shared/constants';
import { okEnvelope } from '@shared/envelope';
import { leaderboardQuery, leaderboardSchema, missionClaimParams, missionSummarySchema, rewardListSchema } from '@shared/api/missions';
import { claimResultSchema, promotionListQuery } from '@shared/api/promotions';
import { optionalSessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { claimMission, leaderboard, missionSummary } from './mission-service';
import { rewardList } from './rewards-service';
import { memberOf } from './routes';

const tags = ['promotions'];

/**
 * Missions, their weekly leaderboard and the reward centre (spec sections 2, 3 and 7: mission
 * summary, mission leaderboard, rewardCenter).
 */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/missions',
    {
      config: { auth: 'real' },
      schema: { tags, description: "T, real accounts. Mission summary: every running mission with the member's progress this day or week, and its points this week.", querystring: z.object(promotionListQuery).strict(), response: { 200: okEnvelope(missionSummarySchema) } },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return { success: true as const, value: await missionSummary(app.db, merchant, memberOf(request), request.query.language ?? merchant.config.defaultLanguage) };
    },
  );
  app.post(
    '/wps/promotions/:id/missions/:code/claim',
    { config: { auth: 'real' }, schema: { tags, description: "T, real accounts. Claims a completed mission's reward and points, once per period (promotion_already_claimed after).", params: missionClaimParams, response: { 200: okEnvelope(claimResultSchema) } } },
    async (request) => ({ success: true as const, value: await claimMission(app.db, merchantOf(request), memberOf(request), request.params.id, request.params.code) }),
  );
  app.get(
    '/wps/missions/leaderboard',
    {
      config: { auth: 'optional' },
      schema: { tags, description: "Mission leaderboard: the week's mission points (current or previous week), names masked, and the viewer's own rank when signed in.", querystring: z.object(leaderboardQuery).strict(), response: { 200: okEnvelope(leaderboardSchema) } },
    },
    async (request) => {
      const session = optionalSessionOf(request);
      const memberId = session && session.row.member.type !== TRIAL_TYPE ? session.row.member.id : null;
      return { success: true as const, value: await leaderboard(app.db, merchantOf(request), memberId, request.query.week ?? 'current') };
    },
  );
  app.get(
    '/wps/rewards',
    {
      config: { auth: 'real' },
      schema: { tags, description: 'T, real accounts. rewardCenter: everything claimable now, one item per claim (its length is availablePromoCount).', querystring: z.object(promotionListQuery).strict(), response: { 200: okEnvelope(rewardListSchema) } },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return { success: true as const, value: await rewardList(app.db, merchant, memberOf(request), request.query.language ?? merchant.config.defaultLanguage) };
    },
  );
};
