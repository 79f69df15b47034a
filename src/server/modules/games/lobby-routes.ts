import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import {
  announcementsQuerySchema,
  announcementsSchema,
  gameListSchema,
  gamesPageSchema,
  gamesQuerySchema,
  hotGamesQuerySchema,
  jackpotSchema,
  vendorLanesSchema,
  vendorsQuerySchema,
  winnersQuerySchema,
  winnersSchema,
} from '@shared/api/games';
import { merchantOf } from '../../plugins/merchant';
import { getAnnouncements } from './announcements-service';
import { CatalogueCache } from './catalogue-cache';
import { readJackpot, type JackpotMemo } from './jackpot-service';
import { cryptoRandom } from './jackpot-steps';
import { KeyedCache } from '../../lib/keyed-cache';
import { hotGames, listGames, peekGames, vendorLanes, type LobbyCaches, type LobbyPage } from './lobby-service';
import { winnerBoard } from './winners-service';

const tags = ['games'];

/** The success envelope around a page serialized in advance (a JSON string is sent as it is). */

function sendPage(reply: FastifyReply, page: LobbyPage): void {
  reply.type('application/json; charset=utf-8').send(`{"success":true,"value":${page.json}}`);
}

/**
 * Sends a page once it is loaded. The promise resolves to the reply, which tells Fastify the
 * answer was sent by hand; resolving to undefined raced with the compression hook (empty bodies).
 */
async function sendLater(reply: FastifyReply, loading: Promise<LobbyPage>): Promise<void> {
  sendPage(reply, await loading);
  await reply;
}
/** Lanes, hot lists and maintenance flags change when operators edit the catalogue: a few seconds late is fine. */
const CATALOGUE_TTL_MS = 10_000;
/** Lobby pages: a few seconds, and a bounded number of them (search words are the client's choice). */
const PAGE_TTL_MS = 5_000;
const PAGE_ENTRIES = 2_000;

/** Home and lobby reads: open to visitors. */
export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onError = (err: unknown) => app.log.error({ err }, 'catalogue reload failed');
  const catalogue = new CatalogueCache(app.db, CATALOGUE_TTL_MS, onError);
  const caches: LobbyCaches = { catalogue, pages: new KeyedCache(PAGE_TTL_MS, PAGE_ENTRIES, onError) };
  const jackpotMemo: JackpotMemo = new Map();

  app.get(
    '/lgw/games/list',
    {
      schema: {
        tags,
        description:
          'A lobby page of games: gameType, vassalage (vendor), gameClassify, gameName (trimmed, any language, case-insensitive), tab ALL/NEW/HOT, pageNo/pageSize (18). Names in `language` (default TH). Order: sort, then id.',
        querystring: gamesQuerySchema,
        response: { 200: okEnvelope(gamesPageSchema) },
      },
      // The lobby's hot path: the page's JSON is made once when it is loaded (toGame() builds every
      // field itself) and sent as text, so the response schema documents but does not re-validate
      // it; the tests parse it with the shared schema.
    },
    (request, reply) => {
      // Synchronous when the page is in memory (the steady state of popular pages).
      const merchant = merchantOf(request);
      const cached = peekGames(caches, merchant, request.query);
      if (cached) {
        sendPage(reply, cached);
        return;
      }
      // Resolve to the reply: Fastify then knows the answer was sent by hand and waits for it
      // (resolving to undefined raced with the compression hook: empty bodies on cold pages).
      return sendLater(reply, listGames(app.db, caches, merchant, request.query));
    },
  );

  app.get(
    '/lgw/games/hot',
    {
      schema: {
        tags,
        description: 'Hot games (isHot) in lobby order, optionally of one gameType or vassalage.',
        querystring: hotGamesQuerySchema,
        response: { 200: okEnvelope(gameListSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await hotGames(catalogue, merchantOf(request), request.query) }),
  );

  app.get(
    '/lgw/games/vendors',
    {
      schema: {
        tags,
        description: 'Vendor lanes: one per game category with its vendor cards and classifies; the sports lane is split into SPORTS, ESPORTS and COCKFIGHT.',
        querystring: vendorsQuerySchema,
        response: { 200: okEnvelope(vendorLanesSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await vendorLanes(catalogue, merchantOf(request)) }),
  );

  app.get(
    '/lgw/games/winners',
    {
      schema: {
        tags,
        description: 'Winner board: the biggest real wins first (minor units), player names masked. gameCategory ALL or a game type.',
        querystring: winnersQuerySchema,
        response: { 200: okEnvelope(winnersSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await winnerBoard(app.db, merchantOf(request), request.query) }),
  );

  app.get(
    '/lgw/games/jackpot',
    {
      schema: {
        tags,
        description: "The merchant's progressive jackpot in minor units; the same figure for every viewer and it never goes down.",
        response: { 200: okEnvelope(jackpotSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await readJackpot(app.db, merchantOf(request), Date.now(), cryptoRandom, jackpotMemo) }),
  );

  app.get(
    '/wps/system/announcements',
    {
      schema: {
        tags: ['system'],
        description:
          'Home announcements: types B (home banners), PL/H (notices, paged by pageNo/pageSize 9), PU (popups of `execution` A/B/F), PR (promotion notices). All types when absent.',
        querystring: announcementsQuerySchema,
        response: { 200: okEnvelope(announcementsSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await getAnnouncements(app.db, merchantOf(request), request.query) }),
  );
};
