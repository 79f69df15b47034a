import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { depositSchema } from '@shared/api/cashier';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/secrets';
import { merchantOf, MERCHANT_HEADER } from '../../plugins/merchant';
import { PAYMENT_PAGE_CSP, paymentPage } from './demo-gateway-page';
import {
  gatewaySecret,
  handleNotification,
  notificationSchema,
  pendingOrderOf,
  signNotification,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from './demo-gateway';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body in this scope: the webhook signature covers them. */
    rawBody?: string;
  }
}

const WEBHOOK_URL = '/wps/cashier/webhook/demo-gateway';
const tags = ['cashier'];

/** The DEMO gateway's side (payment page) and ours (the signed webhook). */
export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('malformed_json', 'Request body is not valid JSON'));
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    WEBHOOK_URL,
    {
      schema: {
        tags,
        description: `Webhook of the DEMO gateway. Header ${TIMESTAMP_HEADER} (unix seconds) and ${SIGNATURE_HEADER} = hex HMAC-SHA256(secret, "<timestamp>.<raw body>"). Idempotent by transactionId.`,
        body: notificationSchema,
        response: { 200: okEnvelope(z.object({ deposit: depositSchema })) },
      },
      // The signature must be checked before the body is trusted; validation runs first but reads nothing.
      preHandler: async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        await verifySignature(app.db, merchantOf(request).id, {
          rawBody: request.rawBody ?? '',
          timestamp: header(TIMESTAMP_HEADER),
          signature: header(SIGNATURE_HEADER),
          nowMs: app.accounts.now(),
        });
      },
    },
    async (request) => ({ success: true as const, value: await handleNotification(app.db, merchantOf(request).id, request.rawBody ?? '', request.body) }),
  );

  app.get(
    '/demo-gateway/pay/:reference',
    { schema: { tags: ['demo-gateway'], description: 'DEMO payment page (HTML).', params: z.object({ reference: z.string().min(1).max(100) }), response: { 200: z.string() } } },
    async (request, reply) => {
      const order = await pendingOrderOf(app.db, merchantOf(request).id, request.params.reference);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', PAYMENT_PAGE_CSP).send(paymentPage(order, merchantOf(request).config.currency.decimals));
    },
  );

  app.post(
    '/demo-gateway/pay/:reference',
    {
      schema: {
        tags: ['demo-gateway'],
        description: 'DEMO: the player pressed Pay or Cancel; the gateway notifies our webhook like a real one would.',
        params: z.object({ reference: z.string().min(1).max(100) }),
        body: z.object({ action: z.enum(['pay', 'cancel']) }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const order = await pendingOrderOf(app.db, merchant.id, request.params.reference);
      const note = { reference: order.reference, transactionId: `demo-${randomToken(12)}`, status: request.body.action === 'pay' ? 'PAID' : 'CANCELLED', amount: order.amount, currency: order.currency };
      const rawBody = JSON.stringify(note);
      const timestamp = Math.floor(app.accounts.now() / 1000);
      const signature = signNotification(await gatewaySecret(app.db, merchant.id), timestamp, rawBody);
      // Delivered through our own HTTP stack, so the webhook is exercised exactly as from outside.
      const delivered = await app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        payload: rawBody,
        headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature, [MERCHANT_HEADER]: merchant.code, host: request.hostname },
      });
      const message = delivered.statusCode === 200 ? (note.status === 'PAID' ? 'Paid (DEMO).' : 'Cancelled (DEMO).') : 'The gateway could not notify the platform.';
      const after = await pendingOrderOf(app.db, merchant.id, order.reference);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', PAYMENT_PAGE_CSP).send(paymentPage(after, merchant.config.currency.decimals, message));
    },
  );
};
