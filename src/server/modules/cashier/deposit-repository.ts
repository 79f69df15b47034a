import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { depositMethods, depositOrders, gatewayNotifications, gatewaySecrets } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of deposits: methods, orders, gateway secrets and notifications. */

export type DepositMethodRow = typeof depositMethods.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NotificationRow = typeof gatewayNotifications.$inferSelect;

export async function listMethods(db: Tx, merchantId: number): Promise<DepositMethodRow[]> {
  return db
    .select()
    .from(depositMethods)
    .where(and(eq(depositMethods.merchantId, merchantId), eq(depositMethods.enabled, true)))
    .orderBy(asc(depositMethods.sort), asc(depositMethods.id));
}

export async function findMethod(db: Tx, merchantId: number, code: string): Promise<DepositMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(depositMethods)
    .where(and(eq(depositMethods.merchantId, merchantId), eq(depositMethods.code, code)));
  return row;
}

export async function insertOrder(db: Tx, row: typeof depositOrders.$inferInsert): Promise<DepositOrderRow> {
  const [inserted] = await db.insert(depositOrders).values(row).returning();
  if (!inserted) throw new Error('deposit order insert returned nothing');
  return inserted;
}

/** The order, locked for the rest of the transaction so two deciders are serialised. */
export async function lockOrder(db: Tx, merchantId: number, id: number): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.id, id)))
    .for('update');
  return row;
}

export async function lockOrderByReference(db: Tx, merchantId: number, reference: string): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.reference, reference)))
    .for('update');
  return row;
}

export async function findOrderByReference(db: Tx, merchantId: number, reference: string): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.reference, reference)));
  return row;
}

export async function updateOrder(db: Tx, merchantId: number, id: number, patch: Partial<typeof depositOrders.$inferInsert>): Promise<DepositOrderRow> {
  const [row] = await db
    .update(depositOrders)
    .set(patch)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.id, id)))
    .returning();
  if (!row) throw new Error('deposit order vanished');
  return row;
}

export async function listOrders(db: Tx, merchantId: number, memberId: number, page: number, size: number) {
  const where = and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId));
  const rows = await db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.id))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(depositOrders).where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The gateway's secret for the merchant, made (by the caller's random) on first use. */
export async function ensureGatewaySecret(db: Tx, merchantId: number, gateway: string, fresh: string): Promise<string> {
  await db.insert(gatewaySecrets).values({ merchantId, gateway, secret: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: gatewaySecrets.secret })
    .from(gatewaySecrets)
    .where(and(eq(gatewaySecrets.merchantId, merchantId), eq(gatewaySecrets.gateway, gateway)));
  if (!row) throw new Error('gateway secret vanished');
  return row.secret;
}

/** Claims a notification id; undefined when it was handled before (or is being handled). */
export async function claimNotification(db: Tx, row: typeof gatewayNotifications.$inferInsert): Promise<NotificationRow | undefined> {
  const [inserted] = await db.insert(gatewayNotifications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findNotification(db: Tx, merchantId: number, gateway: string, transactionId: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(gatewayNotifications)
    .where(
      and(
        eq(gatewayNotifications.merchantId, merchantId),
        eq(gatewayNotifications.gateway, gateway),
        eq(gatewayNotifications.transactionId, transactionId),
      ),
    );
  return row;
}

export async function setNotificationResult(db: Tx, id: number, result: unknown): Promise<void> {
  await db.update(gatewayNotifications).set({ result }).where(eq(gatewayNotifications.id, id));
}
