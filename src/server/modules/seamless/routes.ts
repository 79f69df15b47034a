import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { merchantOf } from '../../plugins/merchant';
import { placeBet } from './bet-service';
import { jackpotBpsOf } from './jackpot-pool';
import type { WalletMode } from './integration-service';
import { authenticate } from './launch-service';
import { refundBet } from './refund-service';
import * as schemas from './schemas';
import { balanceAnswer, type CallContext } from './service';
import { endRound, settleWin } from './settle-service';
import { settleWinBatch } from './win-batch-service';
import { NONCE_HEADER, SEAMLESS_PREFIX, SIGNATURE_HEADER, TIMESTAMP_HEADER, VENDOR_HEADER } from './signing';
import { authenticateVendor, checkFresh, claimNonce } from './verify-service';

const tags = ['seamless-wallet'];
const WIN_BATCH_BODY_LIMIT = 512 * 1024;

interface Verified {
  vendorCode: string;
  mode: WalletMode;
  rawBody: string;
  nonce: string;
}

/** Requests whose signature checked out, with the bytes it covered. */
const verified = new WeakMap<FastifyRequest, Verified>();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function contextOf(app: FastifyInstance, request: FastifyRequest): CallContext {
  const vendor = verified.get(request);
  if (!vendor) throw new AppError('signature_invalid', 'Unsigned request');
  const merchant = merchantOf(request);
  return {
    db: app.db,
    merchantId: merchant.id,
    currency: merchant.config.currency.code,
    vendorCode: vendor.vendorCode,
    mode: vendor.mode,
    jackpotBps: jackpotBpsOf(merchant),
    now: app.accounts.now(),
  };
}

/**
 * The call's context with its nonce claimed: here, or (`inCall`, bets and wins) by the call's own
 * statement, which keeps it used whatever the call answers.
 */
async function callContext(app: FastifyInstance, request: FastifyRequest, inCall: boolean): Promise<CallContext> {
  const ctx = contextOf(app, request);
  const nonce = verified.get(request)?.nonce ?? '';
  if (inCall) return { ...ctx, nonce };
  await claimNonce(app.db, { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, nonce, now: ctx.now });
  return ctx;
}

/**
 * Verifies the signature over the raw bytes before anything is parsed, then freshness. The nonce is
 * claimed by the handler (callContext): bets and wins claim it in their own statement.
 */
async function verifyThenParse(app: FastifyInstance, request: FastifyRequest, rawBody: string): Promise<unknown> {
  const merchantId = merchantOf(request).id;
  const now = app.accounts.now();
  const nonce = header(request, NONCE_HEADER);
  const { vendorCode, mode, timestamp } = await authenticateVendor(app.db, {
    merchantId,
    vendorCode: header(request, VENDOR_HEADER),
    timestamp: header(request, TIMESTAMP_HEADER),
    nonce,
    signature: header(request, SIGNATURE_HEADER),
    rawBody,
    clientIp: request.clientIp,
    now,
    keySecret: app.config.accounts.keyEncryptionSecret,
  });
  verified.set(request, { vendorCode, mode, rawBody, nonce: nonce ?? '' });
  await checkFresh(app.db, { merchantId, timestamp, now });
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new AppError('malformed_json', 'Request body is not valid JSON');
  }
}

function playerIdIn(rawBody: string): string | undefined {
  try {
    const body = JSON.parse(rawBody) as { playerId?: unknown };
    return typeof body.playerId === 'string' && /^\d{1,10}$/u.test(body.playerId) ? body.playerId : undefined;
  } catch {
    return undefined;
  }
}

/** Errors after a valid signature still tell the vendor the player's balance. */
async function withBalance(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const vendor = verified.get(request);
  if (reply.statusCode < 400 || typeof payload !== 'string' || !vendor) return payload;
  const playerId = playerIdIn(vendor.rawBody);
  if (playerId === undefined) return payload;
  const answer = await balanceAnswer(contextOf(app, request), playerId).catch(() => undefined);
  if (!answer) return payload;
  const envelope = JSON.parse(payload) as Record<string, unknown>;
  return JSON.stringify({ ...envelope, value: answer });
}

type Handler<B extends z.ZodType> = (ctx: CallContext, body: z.infer<B>) => Promise<schemas.WalletAnswer>;

/** The seamless-wallet protocol: vendors call these, signed; no player session is involved. */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, body: string | Buffer) =>
    verifyThenParse(app, request, String(body)),
  );
  app.addHook('preValidation', async (request) => {
    // A call without a JSON body never reached the parser, so it was never verified.
    if (!verified.has(request)) throw new AppError('signature_invalid', 'Unsigned request');
  });
  app.addHook('onSend', async (request, reply, payload) => withBalance(app, request, reply, payload));

  const post = <B extends z.ZodType>(path: string, description: string, body: B, handler: Handler<B>, nonceInCall = false) =>
    app.post(
      `${SEAMLESS_PREFIX}/${path}`,
      { config: { accessGate: false }, schema: { tags, description, body, response: { 200: schemas.walletEnvelope } } },
      async (request) => ({ success: true as const, value: await handler(await callContext(app, request, nonceInCall), request.body as z.infer<B>) }),
    );

  app.post(
    `${SEAMLESS_PREFIX}/authenticate`,
    {
      config: { accessGate: false },
      schema: { tags, description: 'Exchanges a launch token for the player, currency and balance.', body: schemas.authenticateBody, response: { 200: schemas.authenticateEnvelope } },
    },
    async (request) => ({ success: true as const, value: await authenticate(await callContext(app, request, false), request.body.token) }),
  );
  post('balance', "The player's balance (main wallet; a transfer-mode vendor's own wallet).", schemas.balanceBody, (ctx, body) => balanceAnswer(ctx, body.playerId));
  post('bet', 'Debits a stake (needs a live game session). Idempotent by transactionId.', schemas.betBody, placeBet, true);
  post(
    'win',
    'Credits a win (0 settles a lost round; endRound false keeps the round open). jackpot true also pays the whole jackpot pool ' +
      'to the player in the same transaction and answers it as jackpotAmount (0 when the pool was empty). Idempotent by transactionId.',
    schemas.winBody,
    settleWin,
    true,
  );
  app.post(
    `${SEAMLESS_PREFIX}/winBatch`,
    {
      config: { accessGate: false },
      // A full batch (WIN_BATCH_MAX wins of about 200 bytes) is far above the default body limit.
      bodyLimit: WIN_BATCH_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Settles many rounds in one request (a lottery draw, a sports event): up to 1000 wins, each exactly as the win call ' +
          '(idempotent by its own transactionId, a replay answers its first answer) and answered on its own in `results`, ' +
          'in the order sent; a refused win leaves the others paid. No jackpot flag. The nonce covers the request.',
        body: schemas.winBatchBody,
        response: { 200: schemas.winBatchEnvelope },
      },
    },
    async (request) => ({ success: true as const, value: await settleWinBatch(await callContext(app, request, false), request.body) }),
  );
  post('refund', 'Rolls back a bet, or marks an unknown bet id so it is refused later. Idempotent by transactionId.', schemas.refundBody, refundBet);
  post('endRound', 'Closes a round. Idempotent by transactionId.', schemas.endRoundBody, endRound);
};
