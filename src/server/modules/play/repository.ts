import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { GameType, Localized } from '@shared/constants';
import type { Db } from '../../db/client';
import type { Tx } from '../ledger/repository';
import { games, vendors } from '../../db/schema/index';
import { vendorMaintenance, vendorOfGame } from '../games/catalogue-repository';

/** A game as a launch needs it: its vendor's code for it, and whether it may be played now. */
export interface LaunchableGame {
  id: number;
  nodeId: string;
  vendorCode: string;
  gameType: GameType;
  name: Localized;
  supportPlay: boolean;
  vendorGameCode: string | null;
  /** The game's or its vendor's maintenance flag. */
  maintenance: boolean;
}

export interface GamePick {
  nodeId?: string | undefined;
  /** The vendor's own code of the game (a lottery route's gameCode=SEA4D). */
  vendorGameCode?: string | undefined;
  vendorCode?: string | undefined;
  gameType?: GameType | undefined;
}

/**
 * The game a launch names: by node id (vendor and category must match when given), or a vendor's
 * first game in catalogue order (a vendor's start button).
 */
export async function findLaunchable(db: Db, merchantId: number, pick: GamePick): Promise<LaunchableGame | undefined> {
  const conditions: SQL[] = [eq(games.merchantId, merchantId), eq(games.isGame, true)];
  if (pick.nodeId !== undefined) conditions.push(eq(games.nodeId, pick.nodeId));
  if (pick.vendorGameCode !== undefined) conditions.push(eq(games.vendorGameCode, pick.vendorGameCode));
  if (pick.vendorCode !== undefined) conditions.push(eq(games.vendorCode, pick.vendorCode));
  if (pick.gameType !== undefined) conditions.push(eq(games.gameType, pick.gameType));
  const [row] = await db
    .select({
      id: games.id,
      nodeId: games.nodeId,
      vendorCode: games.vendorCode,
      gameType: games.gameType,
      name: games.name,
      supportPlay: games.supportPlay,
      vendorGameCode: games.vendorGameCode,
      maintenance: vendorMaintenance,
    })
    .from(games)
    .leftJoin(vendors, vendorOfGame)
    .where(and(...conditions))
    .orderBy(asc(games.gameType), asc(games.sort), asc(games.id))
    .limit(1);
  return row;
}

/** Sets a game's maintenance flag; answers the flag it had, or undefined for an unknown game. */
export async function setGameMaintenance(db: Tx, merchantId: number, nodeId: string, on: boolean): Promise<boolean | undefined> {
  const [before] = await db.select({ maintenance: games.maintenance }).from(games).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId))).for('update');
  if (!before) return undefined;
  await db.update(games).set({ maintenance: on }).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)));
  return before.maintenance;
}

/** Sets the flag on every category row of a vendor; answers how many rows it has (0: unknown vendor). */
export async function setVendorMaintenance(db: Tx, merchantId: number, vendorCode: string, on: boolean): Promise<number> {
  const rows = await db.update(vendors).set({ maintenance: on }).where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, vendorCode))).returning({ id: vendors.id });
  return rows.length;
}
