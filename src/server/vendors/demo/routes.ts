import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@shared/constants';
import { ASSET_NAMES, sendAsset, type Assets } from './assets';
import type { VendorContext } from './context';
import { VendorError } from './errors';
import { gamePage } from './game-page';
import { errorPage, securePage, sendHtml } from './html';
import { languageOf, stringsOf } from './i18n';
import { recallPage } from './recall-page';
import { recallOwn, recallSigned } from './recall-service';
import { historyOf, playSessionRound } from './round-service';
import { currentBalance, launchReal, openSession, startTrial } from './session-service';

/**
 * The demo vendor's HTTP face, mounted under /demo-vendor: the game page (launch, trial, reload),
 * the page's JSON calls, recall and the browser assets. Hidden from the platform's OpenAPI page:
 * these are a vendor's URLs, not the platform's API.
 */

const code = z.string().regex(/^[A-Za-z0-9_-]{1,20}$/u);
const sid = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u);
const codeParams = z.object({ code });
const theme = z.enum(['light', 'dark']).optional();

const playQuery = z.object({
  token: z.string().min(1).max(200).optional(),
  sid: sid.optional(),
  mode: z.enum(['trial']).optional(),
  game: z.string().max(60).optional(),
  title: z.string().max(400).optional(),
  lang: z.string().max(5).optional(),
  merchant: z.string().max(60).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/u).optional(),
  theme,
});
const recallQuery = z.object({
  round: z.string().regex(/^[\x21-\x7e]{1,100}$/u),
  lang: z.string().max(5).optional(),
  exp: z.string().regex(/^\d{1,15}$/u).optional(),
  sig: z.string().max(128).optional(),
  sid: sid.optional(),
  theme,
});
const roundBody = z.object({ sid, input: z.unknown() });

/** The language an error answer speaks: the session's once known, else the query's. */
const languages = new WeakMap<FastifyRequest, Language>();
const isApi = (request: FastifyRequest) => /^\/demo-vendor\/[^/]+\/api\//u.test(request.url);

function queryLang(request: FastifyRequest): Language {
  const query = request.query as { lang?: unknown } | undefined;
  return languages.get(request) ?? languageOf(query?.lang);
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, ctx: VendorContext): FastifyReply {
  const lang = queryLang(request);
  const known =
    error instanceof VendorError
      ? error
      : hasZodFastifySchemaValidationErrors(error)
        ? new VendorError(isApi(request) ? 'validation_failed' : 'bad_launch', 400, 'badLaunch')
        : undefined;
  if (!known) ctx.log.error({ err: error, url: request.url.split('?')[0] }, 'demo vendor request failed');
  const failure = known ?? new VendorError('internal_error', 500, 'error');
  if (!isApi(request)) return sendHtml(reply, failure.status, errorPage(lang, failure.messageKey));
  const value = failure.balance === undefined ? {} : { value: { balance: failure.balance } };
  return reply.code(failure.status).header('Cache-Control', 'no-store').send({ success: false, code: failure.code, message: stringsOf(lang)[failure.messageKey], ...value });
}

export function demoVendorRoutes(ctx: VendorContext, assets: Assets): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error, request, reply) => sendFailure(request, reply, error, ctx));
    const hide = { hide: true } as const;

    app.get('/:code/play', { schema: { ...hide, params: codeParams, querystring: playQuery } }, async (request, reply) => {
      const { query } = request;
      const vendorCode = request.params.code;
      if (query.sid) {
        const session = await openSession(ctx, vendorCode, query.sid);
        languages.set(request, languageOf(session.lang));
        return sendHtml(reply, 200, gamePage(session, await currentBalance(ctx, session)));
      }
      const launch = { vendorCode, game: query.game, title: query.title, lang: languageOf(query.lang), merchant: query.merchant, theme: query.theme };
      let session: string;
      if (query.token) session = await launchReal(ctx, launch, query.token);
      else if (query.mode === 'trial') session = await startTrial(ctx, launch, query.currency ?? 'USD');
      else throw new VendorError('bad_launch', 400, 'badLaunch');
      // 303: the page's own address carries no token, so a reload keeps working.
      return securePage(reply).redirect(`/demo-vendor/${encodeURIComponent(vendorCode)}/play?sid=${session}`, 303);
    });

    app.post('/:code/api/round', { schema: { ...hide, params: codeParams, body: roundBody } }, async (request, reply) => {
      const session = await openSession(ctx, request.params.code, request.body.sid);
      languages.set(request, languageOf(session.lang));
      const value = await playSessionRound(ctx, session, request.body.input);
      return reply.header('Cache-Control', 'no-store').send({ success: true, value });
    });

    app.get('/:code/api/history', { schema: { ...hide, params: codeParams, querystring: z.object({ sid }) } }, async (request, reply) => {
      const session = await openSession(ctx, request.params.code, request.query.sid);
      languages.set(request, languageOf(session.lang));
      return reply.header('Cache-Control', 'no-store').send({ success: true, value: { list: await historyOf(ctx, session) } });
    });

    app.get('/:code/recall', { schema: { ...hide, params: codeParams, querystring: recallQuery } }, async (request, reply) => {
      const { query } = request;
      const vendorCode = request.params.code;
      if (query.sid) {
        const own = await recallOwn(ctx, vendorCode, query.sid, query.round);
        const lang = query.lang ? languageOf(query.lang) : languageOf(own.session.lang);
        return sendHtml(reply, 200, recallPage(own, lang, query.theme ?? own.session.theme));
      }
      if (query.exp === undefined || query.sig === undefined) throw new VendorError('recall_invalid', 403, 'recallInvalid');
      const recalled = await recallSigned(ctx, vendorCode, { round: query.round, exp: Number(query.exp), sig: query.sig });
      return sendHtml(reply, 200, recallPage(recalled, languageOf(query.lang), query.theme));
    });

    app.get('/assets/:name', { schema: { ...hide, params: z.object({ name: z.enum(ASSET_NAMES) }) } }, async (request, reply) => {
      const asset = assets.get(request.params.name);
      if (!asset) throw new VendorError('not_found', 404, 'error');
      return sendAsset(request, reply, asset);
    });
  };
}
