import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@shared/constants';
import { betSchemaOf, GAMES, type GameDef } from '@shared/lotto/games';
import { rtpOf } from '@shared/lotto/payout';
import type { GameDetail, NumeroAnswer } from './api-types';
import { gameName } from '@shared/lotto/names';
import { isLottoCode, vendorCodeOf } from './catalogue';
import type { LottoContext } from './context';
import { closeSecondsOf } from './draw-service';
import { LottoError } from './errors';
import { fontFile } from './fonts';
import { lottoErrorPage, lottoPage, secureLottoPage, sendLottoAsset, sendPage, type LottoAssets } from './page';
import * as repo from './repository';
import { currentBalance, languageOf, launch, openSession } from './session-service';
import { gameSettings } from './settle-service';
import { placeSlip, slipInput } from './slip-service';
import { drawView, gameSummaries, gameSummary, playerBet } from './views';

/**
 * The lottery vendor's HTTP face, mounted under /lotto-vendor: the launch (token → session), the
 * pages' shell, their JSON API (api-types.ts) and the bundled browser app. Hidden from the
 * platform's OpenAPI page: these are a vendor's URLs, not the platform's API.
 */

const sid = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u);
const gameCode = z.string().regex(/^[A-Z0-9_]{2,40}$/u);
const theme = z.enum(['light', 'dark']).optional();
const view = z.enum(['lobby', 'betting', 'results', 'bets']).optional();

const playQuery = z.object({
  token: z.string().min(1).max(200),
  game: z.string().max(60).optional(),
  lang: z.string().max(5).optional(),
  merchant: z.string().max(60).optional(),
  theme,
  view,
  title: z.string().max(400).optional(),
});
const appQuery = z.object({ sid, view, game: gameCode.optional(), theme });
const isApi = (request: FastifyRequest) => request.url.startsWith('/lotto-vendor/api/');

function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, ctx: LottoContext): FastifyReply {
  const known = error instanceof LottoError ? error : hasZodFastifySchemaValidationErrors(error) ? new LottoError(isApi(request) ? 'validation_failed' : 'bad_launch', 400) : undefined;
  if (!known) ctx.log.error({ err: error, url: request.url.split('?')[0] }, 'lottery vendor request failed');
  const failure = known ?? new LottoError('internal_error', 500);
  if (!isApi(request)) {
    const query = request.query as { lang?: unknown; theme?: unknown } | undefined;
    const pageTheme = query?.theme === 'dark' || query?.theme === 'light' ? query.theme : null;
    return sendPage(reply, failure.status, lottoErrorPage(languageOf(query?.lang), failure.code, pageTheme));
  }
  return reply
    .code(failure.status)
    .header('Cache-Control', 'no-store')
    .send({ success: false, code: failure.code, ...(failure.balance === undefined ? {} : { balance: failure.balance }), ...(failure.fields ? { fields: failure.fields } : {}) });
}

const ok = (reply: FastifyReply, value: unknown) => reply.header('Cache-Control', 'no-store').send({ success: true, value });

function ownGame(session: repo.SessionRow, code: string): GameDef {
  const game = GAMES.find((g) => g.code === code);
  if (!game || vendorCodeOf(game) !== session.vendorCode) throw new LottoError('unknown_game', 404);
  return game;
}

async function gameDetail(ctx: LottoContext, session: repo.SessionRow, game: GameDef): Promise<GameDetail> {
  const lang = languageOf(session.lang);
  const settings = await gameSettings(ctx, session.merchantCode, game.code);
  return {
    game: await gameSummary(ctx, session.merchantCode, game, lang),
    betTypes: betSchemaOf(game).options.map((o) => o.shape.type.value),
    settings,
    rtp: rtpOf(game, settings),
    tiers: game.tiers.map((t) => ({ name: t.name, count: t.count, digits: t.digits })),
    closeSeconds: await closeSecondsOf(ctx, session.merchantCode, game),
  };
}

async function numero(ctx: LottoContext, session: repo.SessionRow, date: string, region: NumeroAnswer['region']): Promise<NumeroAnswer> {
  const lang: Language = languageOf(session.lang);
  const draws: NumeroAnswer['draws'] = [];
  for (const game of GAMES.filter((g) => g.family === 'VN' && g.region === region)) {
    const draw = await repo.drawByKey(ctx.db, session.merchantCode, `${game.code}:${date}`);
    if (draw && draw.status !== 'open') draws.push({ game: game.code, name: gameName(game, lang), draw: drawView(draw) });
  }
  return { date, region, draws };
}

export function lottoVendorRoutes(ctx: LottoContext, assets: () => Promise<LottoAssets>): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error, request, reply) => sendFailure(request, reply, error, ctx));
    const hide = { hide: true } as const;

    app.get('/:code/play', { schema: { ...hide, params: z.object({ code: z.string().max(20) }), querystring: playQuery } }, async (request, reply) => {
      const { query } = request;
      if (!isLottoCode(request.params.code)) throw new LottoError('unknown_game', 404);
      const id = await launch(ctx, { vendorCode: request.params.code, game: query.game, lang: languageOf(query.lang), merchant: query.merchant, theme: query.theme }, query.token);
      const session = await openSession(ctx, id);
      const next = new URLSearchParams({ sid: id, view: query.view ?? (query.game ? 'betting' : 'lobby'), game: session.game });
      // 303: the page's own address carries no token, so a reload keeps working.
      return secureLottoPage(reply).redirect(`/lotto-vendor/app?${next.toString()}`, 303);
    });

    app.get('/app', { schema: { ...hide, querystring: appQuery } }, async (request, reply) => {
      const session = await openSession(ctx, request.query.sid);
      const game = request.query.game && GAMES.some((g) => g.code === request.query.game && vendorCodeOf(g) === session.vendorCode) ? request.query.game : session.game;
      const pageTheme = request.query.theme ?? (session.theme === 'dark' || session.theme === 'light' ? session.theme : null);
      return sendPage(reply, 200, lottoPage({ lang: languageOf(session.lang), theme: pageTheme, sid: session.id, view: request.query.view ?? 'lobby', game }));
    });

    app.get('/api/state', { schema: { ...hide, querystring: z.object({ sid }) } }, async (request, reply) => {
      const session = await openSession(ctx, request.query.sid);
      const lang = languageOf(session.lang);
      const theme = session.theme === 'dark' || session.theme === 'light' ? session.theme : null;
      return ok(reply, {
        nickname: session.nickname,
        currency: session.currency,
        balance: await currentBalance(ctx, session),
        lang,
        theme,
        vendorCode: session.vendorCode,
        game: session.game,
        games: await gameSummaries(ctx, session, lang),
        serverTime: new Date(ctx.now()).toISOString(),
      });
    });

    app.get('/api/games/:game', { schema: { ...hide, params: z.object({ game: gameCode }), querystring: z.object({ sid }) } }, async (request, reply) => {
      const session = await openSession(ctx, request.query.sid);
      return ok(reply, await gameDetail(ctx, session, ownGame(session, request.params.game)));
    });

    app.post('/api/slips', { schema: { ...hide, body: slipInput.extend({ sid }) } }, async (request, reply) => {
      const { sid: id, ...input } = request.body;
      const session = await openSession(ctx, id);
      return ok(reply, await placeSlip(ctx, session, input));
    });

    const resultsQuery = z.object({ sid, game: gameCode, limit: z.coerce.number().int().min(1).max(50).default(10), before: z.iso.datetime().optional() });
    app.get('/api/results', { schema: { ...hide, querystring: resultsQuery } }, async (request, reply) => {
      const session = await openSession(ctx, request.query.sid);
      const game = ownGame(session, request.query.game);
      const draws = await repo.pastDraws(ctx.db, session.merchantCode, game.code, request.query.limit, request.query.before ? new Date(request.query.before) : undefined);
      return ok(reply, { draws: draws.map(drawView) });
    });

    const numeroQuery = z.object({ sid, date: z.iso.date(), region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']) });
    app.get('/api/numero', { schema: { ...hide, querystring: numeroQuery } }, async (request, reply) => {
      const session = await openSession(ctx, request.query.sid);
      if (session.vendorCode !== 'TCG_LOTTO_VN') throw new LottoError('unknown_game', 404);
      return ok(reply, await numero(ctx, session, request.query.date, request.query.region));
    });

    app.get('/api/bets', { schema: { ...hide, querystring: z.object({ sid }) } }, async (request, reply) => {
      const session = await openSession(ctx, request.query.sid);
      const rows = await repo.playerBets(ctx.db, session.merchantCode, session.vendorCode, session.playerId, 100);
      return ok(reply, { bets: rows.map((row) => playerBet(row, languageOf(session.lang))) });
    });

    app.get('/assets/fonts/:name', { schema: { ...hide, params: z.object({ name: z.string().max(80) }) } }, async (request, reply) => {
      const file = fontFile(request.params.name);
      if (!file) throw new LottoError('not_found', 404);
      // The names are versioned by the package (a new version is a new deployment): cached a day.
      return reply.header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff').type('font/woff2').send(file);
    });

    app.get('/assets/:name', { schema: { ...hide, params: z.object({ name: z.enum(['app.js', 'app.css']) }) } }, async (request, reply) => {
      const found = (await assets()).get(request.params.name);
      if (!found) throw new LottoError('not_found', 404);
      return sendLottoAsset(request, reply, found);
    });
  };
}
