import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { GameClassify, GameType } from '@shared/constants';
import { rowsOf, type Db } from '../../db/client';
import { games, vendors } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The SQL of the game catalogue as the lobby reads it: pages, hot games, classifies per vendor. */

export const gameColumns = {
  id: games.id,
  nodeId: games.nodeId,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  gameClassify: games.gameClassify,
  name: games.name,
  isHot: games.isHot,
  isNew: games.isNew,
  supportPlay: games.supportPlay,
  isGame: games.isGame,
  /** The game's own flag; its vendor's comes from the catalogue snapshot. */
  gameMaintenance: games.maintenance,
};

/** The vendor row of a game: same merchant, code and category. */
export const vendorOfGame = and(eq(vendors.merchantId, games.merchantId), eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType));
/** A game is in maintenance, itself or through its vendor (a missing vendor row counts as not). */
export const vendorMaintenance = sql<boolean>`(${games.maintenance} or coalesce(${vendors.maintenance}, false))`.mapWith(Boolean);

export interface GameFilter {
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
  classify?: GameClassify | undefined;
  /** Lower-cased, trimmed, non-empty: a substring of any language's name. */
  search?: string | undefined;
  tab?: 'ALL' | 'NEW' | 'HOT' | undefined;
}

/** LIKE pattern that matches `text` literally anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
}

/** Conditions on `games` for a filter; every one starts with the merchant (the lobby index's first column). */
export function gameConditions(merchantId: number, filter: GameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(games.merchantId, merchantId)];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.classify) conditions.push(eq(games.gameClassify, filter.classify));
  if (filter.search) conditions.push(sql`${games.searchText} like ${containing(filter.search)}`);
  if (filter.tab === 'NEW') conditions.push(eq(games.isNew, true));
  if (filter.tab === 'HOT') conditions.push(eq(games.isHot, true));
  return and(...conditions);
}

/** The lobby page query (not yet run): the filter's games in lobby order with the filter's total on every row. */
function lobbyPageQuery(db: Db, merchantId: number, filter: GameFilter, limit: number, offset: number) {
  return db
    .select({ ...gameColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(games)
    .where(gameConditions(merchantId, filter))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit)
    .offset(offset);
}

/** One page of games in lobby order (sort, then id) with the filter's total, in one statement. */
export async function pageGames(db: Db, merchantId: number, filter: GameFilter, limit: number, offset: number) {
  const rows = await lobbyPageQuery(db, merchantId, filter, limit, offset);
  const first = rows[0];
  // Past the last page the window has no row to ride on: count separately.
  const total = first ? first.total : offset === 0 ? 0 : await countGames(db, merchantId, filter);
  return { rows, total };
}

/** PostgreSQL's plan for the lobby page query, one line per row (the bench and a test show index use). */
export async function explainPageGames(db: Db, merchantId: number, filter: GameFilter, limit: number, offset: number): Promise<string[]> {
  const result = await db.execute(sql`explain ${lobbyPageQuery(db, merchantId, filter, limit, offset)}`);
  return rowsOf<{ 'QUERY PLAN': string }>(result).map((row) => row['QUERY PLAN']);
}

export async function countGames(db: Db, merchantId: number, filter: GameFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(gameConditions(merchantId, filter));
  return row?.n ?? 0;
}

/** Hot games of every category in lobby order, at most `limit`. */
export async function listHotGames(db: Db, merchantId: number, limit: number) {
  return db
    .select(gameColumns)
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.isHot, true)))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit);
}

/** Which classifies each vendor (code + category) has games of. */
export async function listVendorClassifies(db: Db, merchantId: number) {
  return db
    .selectDistinct({ vendorCode: games.vendorCode, gameType: games.gameType, classify: games.gameClassify })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .orderBy(asc(games.gameType), asc(games.vendorCode), asc(games.gameClassify));
}

/** The game a client names by node id, vendor and category (all three must match). */
export async function findGame(db: Tx, merchantId: number, nodeId: string, vendorCode: string, gameType: GameType) {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId), eq(games.vendorCode, vendorCode), eq(games.gameType, gameType)))
    .limit(1);
  return row;
}
