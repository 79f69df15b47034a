import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hmacHex, randomToken, safeEqual } from '../../lib/secrets';
import * as repo from './deposit-repository';
import { creditOrder, viewOf, type DepositView } from './deposit-service';

/**
 * The built-in DEMO payment gateway. It behaves like a real one: the player pays on its page, and
 * it tells us through a signed webhook. Only that webhook credits the wallet.
 */
export const DEMO_GATEWAY = 'demo-gateway';
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const SIGNATURE_HEADER = 'x-gateway-signature';
/** A notification older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const FRESHNESS_SECONDS = 300;

export const notificationSchema = z
  .object({
    reference: z.string().min(1).max(100),
    transactionId: z.string().min(1).max(100),
    status: z.enum(['PAID', 'CANCELLED']),
    amount: z.number().int(),
    currency: z.string().length(3),
  })
  .strict();
export type Notification = z.infer<typeof notificationSchema>;

export async function gatewaySecret(db: Db, merchantId: number): Promise<string> {
  return repo.ensureGatewaySecret(db, merchantId, DEMO_GATEWAY, randomToken(32));
}

/** HMAC-SHA256 over `<timestamp>.<raw body>`, hex. */
export function signNotification(secret: string, timestamp: number, rawBody: string): string {
  return hmacHex(Buffer.from(secret), `${timestamp}.${rawBody}`);
}

export interface SignedCall {
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
  nowMs: number;
}

/** Refuses a notification whose signature or time is wrong, before anything is read from it. */
export async function verifySignature(db: Db, merchantId: number, call: SignedCall): Promise<void> {
  const timestamp = Number(call.timestamp);
  if (!call.timestamp || !/^\d{1,12}$/u.test(call.timestamp) || !call.signature) throw new AppError('signature_invalid', 'Missing signature');
  if (Math.abs(call.nowMs / 1000 - timestamp) > FRESHNESS_SECONDS) throw new AppError('signature_invalid', 'Stale notification');
  const expected = signNotification(await gatewaySecret(db, merchantId), timestamp, call.rawBody);
  if (!safeEqual(expected, call.signature.toLowerCase())) throw new AppError('signature_invalid', 'Bad signature');
}

export interface WebhookResult {
  deposit: DepositView;
}

/**
 * Handles a verified notification once per gateway transaction id: a replay with the same body
 * answers the first result; another body under the same id is refused.
 */
export async function handleNotification(db: Db, merchantId: number, rawBody: string, note: Notification): Promise<WebhookResult> {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await repo.claimNotification(tx, { merchantId, gateway: DEMO_GATEWAY, transactionId: note.transactionId, bodyHash });
    if (!claimed) {
      const first = await repo.findNotification(tx, merchantId, DEMO_GATEWAY, note.transactionId);
      if (!first || first.bodyHash !== bodyHash) throw new AppError('idempotency_conflict', 'Transaction id already used with another body');
      return first.result as WebhookResult;
    }
    const order = await repo.lockOrderByReference(tx, merchantId, note.reference);
    if (!order || order.kind !== 'DEMO_GATEWAY') throw new AppError('not_found', 'No such order');
    if (order.status !== 'PENDING') throw new AppError('conflict', `Order is already ${order.status.toLowerCase()}`);
    if (note.amount !== order.amount || note.currency !== order.currency) throw new AppError('validation_failed', 'Amount or currency differs from the order', { amount: 'mismatch' });
    const after =
      note.status === 'PAID'
        ? await creditOrder(tx, order, `gateway:${DEMO_GATEWAY}`, { gatewayTransactionId: note.transactionId })
        : await repo.updateOrder(tx, merchantId, order.id, { status: 'CANCELLED', gatewayTransactionId: note.transactionId, decidedBy: `gateway:${DEMO_GATEWAY}`, decidedAt: new Date() });
    const result: WebhookResult = { deposit: viewOf(after) };
    await repo.setNotificationResult(tx, claimed.id, result);
    return result;
  });
}

/** What the demo payment page shows for a reference (no money moves here). */
export async function pendingOrderOf(db: Db, merchantId: number, reference: string) {
  const order = await repo.findOrderByReference(db, merchantId, reference);
  if (!order || order.kind !== 'DEMO_GATEWAY') throw new AppError('not_found', 'No such payment');
  return order;
}
