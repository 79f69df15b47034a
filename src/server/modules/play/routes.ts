import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchAnswerSchema, launchInputSchema } from '@shared/api/play';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { launchReal, launchTrial } from './service';

const tags = ['games'];
const answers = { 200: okEnvelope(launchAnswerSchema) };

/** Game launch: real money for signed-in real accounts, free trial for anybody. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wps/game/launchGame',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description:
          'T. Launches a game for real money: nodeId (or gameCode from the lottery routes, or only vassalage [+ gameType] for a vendor\'s first game). ' +
          'Answers the URL with a one-time launch token and puts the game on the recent list. 403 in_need_true_account for trial accounts, ' +
          '503 game_maintenance for a game or vendor in maintenance, 404 not_found for an unknown game.',
        body: launchInputSchema,
        response: answers,
      },
    },
    async (request) => {
      const member = sessionOf(request).row.member;
      return { success: true as const, value: await launchReal(app.db, merchantOf(request), member, request.body, app.accounts.now()) };
    },
  );

  app.post(
    '/lgw/game/trial',
    {
      schema: {
        tags,
        description: 'Free trial in demo money, for visitors too: only games with supportPlay 0 (409 free_trial_unavailable otherwise). No token, no wallet calls.',
        body: launchInputSchema,
        response: answers,
      },
    },
    async (request) => ({ success: true as const, value: await launchTrial(app.db, merchantOf(request), request.body) }),
  );
};
