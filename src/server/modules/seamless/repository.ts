import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, launchTokens, members, seamlessNonces, vendorIntegrations, vendors } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** Vendor integrations, request nonces, launch tokens and the member facts the protocol needs. */

export type IntegrationRow = typeof vendorIntegrations.$inferSelect;

export async function findIntegration(db: Tx, merchantId: number, code: string): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorIntegrations)
    .where(and(eq(vendorIntegrations.merchantId, merchantId), eq(vendorIntegrations.code, code)));
  return row;
}

export async function listIntegrations(db: Db, merchantId: number): Promise<IntegrationRow[]> {
  return db.select().from(vendorIntegrations).where(eq(vendorIntegrations.merchantId, merchantId)).orderBy(asc(vendorIntegrations.code));
}

export async function upsertIntegration(tx: Tx, row: typeof vendorIntegrations.$inferInsert): Promise<IntegrationRow> {
  const { merchantId: _m, code: _c, ...changes } = row;
  const [saved] = await tx
    .insert(vendorIntegrations)
    .values(row)
    .onConflictDoUpdate({ target: [vendorIntegrations.merchantId, vendorIntegrations.code], set: changes })
    .returning();
  if (!saved) throw new Error('vendor integration upsert returned nothing');
  return saved;
}

/** Keeps the catalogue's wallet mode (read by transfer wallets) in step with the integration. */
export async function setCatalogueWalletMode(tx: Tx, merchantId: number, code: string, mode: string): Promise<void> {
  await tx
    .update(vendors)
    .set({ walletMode: mode })
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)));
}

/** True when the nonce is new for this vendor (and is now taken). */
export async function claimNonce(db: Db, merchantId: number, vendorCode: string, nonce: string, seenAt: Date): Promise<boolean> {
  const inserted = await db.insert(seamlessNonces).values({ merchantId, vendorCode, nonce, seenAt }).onConflictDoNothing().returning({ nonce: seamlessNonces.nonce });
  return inserted.length > 0;
}

export async function deleteNoncesBefore(db: Db, merchantId: number, cutoff: Date): Promise<void> {
  await db.delete(seamlessNonces).where(and(eq(seamlessNonces.merchantId, merchantId), lt(seamlessNonces.seenAt, cutoff)));
}

export async function insertLaunchToken(db: Db, row: typeof launchTokens.$inferInsert): Promise<void> {
  await db.insert(launchTokens).values(row);
}

export interface LiveToken {
  memberId: number;
  gameNodeId: string;
}

/**
 * Moves a live token's idle expiry forward (and stamps its first use) in one statement: nothing
 * comes back when the token is unknown, another vendor's, or expired.
 */
export async function touchLaunchToken(
  db: Tx,
  key: { merchantId: number; tokenHash: string; vendorCode: string; memberId?: number },
  now: Date,
  expiresAt: Date,
  markUsed: boolean,
): Promise<LiveToken | undefined> {
  const conditions = [
    eq(launchTokens.merchantId, key.merchantId),
    eq(launchTokens.tokenHash, key.tokenHash),
    eq(launchTokens.vendorCode, key.vendorCode),
    gt(launchTokens.expiresAt, now),
  ];
  if (key.memberId !== undefined) conditions.push(eq(launchTokens.memberId, key.memberId));
  // The exchange (authenticate) happens once: a token seen in a second launch page is dead there.
  if (markUsed) conditions.push(isNull(launchTokens.usedAt));
  const [row] = await db
    .update(launchTokens)
    .set(markUsed ? { expiresAt, usedAt: now } : { expiresAt })
    .where(and(...conditions))
    .returning({ memberId: launchTokens.memberId, gameNodeId: launchTokens.gameNodeId });
  return row;
}

export interface PlayerFacts {
  id: number;
  nickname: string;
  account: string;
  type: number;
  status: string;
}

export async function findMember(db: Tx, merchantId: number, memberId: number): Promise<PlayerFacts | undefined> {
  const [row] = await db
    .select({ id: members.id, nickname: members.nickname, account: members.account, type: members.type, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row;
}

/** The catalogue's node ids of a vendor's game code (two at most: the caller needs to know it is one). */
export async function nodesOfVendorGame(db: Db, merchantId: number, vendorCode: string, vendorGameCode: string): Promise<string[]> {
  const rows = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vendorCode, vendorCode), eq(games.vendorGameCode, vendorGameCode)))
    .limit(2);
  return rows.map((r) => r.nodeId);
}
