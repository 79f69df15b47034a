import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { betPageSchema, betsQuerySchema } from '@shared/api/bets';
import {
  playerAdjustAnswerSchema,
  playerAdjustBodySchema,
  playerDetailSchema,
  playerNoteBodySchema,
  playerNoteSchema,
  playerReasonBodySchema,
  playerSearchQuerySchema,
  playerSearchSchema,
} from '@shared/api/players';
import { statementQuerySchema, statementSchema } from '@shared/api/records';
import { okEnvelope } from '@shared/envelope';
import { AppError } from '../../lib/app-error';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { betRecords } from '../records/bet-service';
import { statement } from '../records/service';
import { addNote, adjustOrFile, forcePasswordChange, playerDetail, searchPlayers, setPlayerStatus } from './service';
import * as repo from './repository';

const tags = ['operator'];
const params = z.object({ account: z.string().trim().min(1).max(64) });
const done = okEnvelope(z.null());

/** The console's players: search, a player's page, statement and bets, and support's and finance's actions. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberIdOf = async (merchantId: number, account: string) => {
    const row = await repo.playerByAccount(app.db, merchantId, account);
    if (!row) throw new AppError('not_found', 'No such player');
    return row.id;
  };

  app.get(
    '/ops-api/players',
    { config: { operator: 'read' }, schema: { tags, description: 'Players matching an account (prefix), mobile number, e-mail, member id or address.', querystring: playerSearchQuerySchema, response: { 200: okEnvelope(playerSearchSchema) } } },
    async (request) => ({ success: true as const, value: { list: await searchPlayers(app.db, merchantOf(request).id, request.query.q, request.query.limit) } }),
  );

  app.get(
    '/ops-api/players/:account',
    { config: { operator: 'read' }, schema: { tags, description: "A player's page: profile, status, balance and holds, upline chain, live sessions, support's notes.", params, response: { 200: okEnvelope(playerDetailSchema) } } },
    async (request) => ({ success: true as const, value: await playerDetail(app.db, merchantOf(request), request.params.account, app.accounts.now()) }),
  );

  app.get(
    '/ops-api/players/:account/statement',
    { config: { operator: 'read' }, schema: { tags, description: "The player's ledger statement, as the player sees it (newest first).", params, querystring: statementQuerySchema, response: { 200: okEnvelope(statementSchema) } } },
    async (request) => {
      const merchantId = merchantOf(request).id;
      return { success: true as const, value: await statement(app.db, merchantId, await memberIdOf(merchantId, request.params.account), request.query, app.accounts.now()) };
    },
  );

  app.get(
    '/ops-api/players/:account/bets',
    { config: { operator: 'read' }, schema: { tags, description: "The player's game rounds, as its betting record shows them.", params, querystring: betsQuerySchema, response: { 200: okEnvelope(betPageSchema) } } },
    async (request) => {
      const merchantId = merchantOf(request).id;
      return { success: true as const, value: await betRecords(app.db, merchantId, await memberIdOf(merchantId, request.params.account), request.query, app.accounts.now()) };
    },
  );

  for (const [path, status] of [
    ['block', 'BLOCKED'],
    ['unblock', 'ACTIVE'],
  ] as const) {
    app.post(
      `/ops-api/players/:account/${path}`,
      {
        config: { operator: 'players.manage' },
        schema: { tags, description: `${path === 'block' ? 'Blocks a player: every session ends and sign-in is refused' : 'Unblocks a player'} (audited with the reason).`, params, body: playerReasonBodySchema, response: { 200: done } },
      },
      async (request) => {
        await setPlayerStatus(app.db, app.accounts.sessions, actorOf(operatorOf(request)), request.params.account, status, request.body.reason, app.accounts.now());
        return { success: true as const, value: null };
      },
    );
  }

  app.post(
    '/ops-api/players/:account/force-password-change',
    { config: { operator: 'players.manage' }, schema: { tags, description: 'The next sign-in may only change the password; every session ends now (audited).', params, response: { 200: done } } },
    async (request) => {
      await forcePasswordChange(app.db, app.accounts.sessions, actorOf(operatorOf(request)), request.params.account, app.accounts.now());
      return { success: true as const, value: null };
    },
  );

  app.post(
    '/ops-api/players/:account/notes',
    { config: { operator: 'players.manage' }, schema: { tags, description: "Adds a note to the player's page (kept as written).", params, body: playerNoteBodySchema, response: { 200: okEnvelope(playerNoteSchema) } } },
    async (request) => ({ success: true as const, value: await addNote(app.db, actorOf(operatorOf(request)), request.params.account, request.body.text) }),
  );

  app.post(
    '/ops-api/players/:account/adjust',
    {
      config: { operator: 'money.adjust' },
      schema: {
        tags,
        description: "Adjusts the player's main wallet (signed minor units, against the adjustment account), audited; from the second-approval amount it is filed for another operator.",
        params,
        body: playerAdjustBodySchema,
        response: { 200: okEnvelope(playerAdjustAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await adjustOrFile(app.db, actorOf(operatorOf(request)), { account: request.params.account, ...request.body, currency: merchantOf(request).config.currency.code }),
    }),
  );
};
