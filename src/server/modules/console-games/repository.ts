import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import type { Db } from '../../db/client';
import { games, vendors } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The only SQL of the console's games and vendors. */

export interface GameFilter {
  q?: string | undefined;
  vendor?: string | undefined;
  gameType?: GameType | undefined;
}

const literal = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`);

export async function gamePage(db: Db, merchantId: number, filter: GameFilter, page: number, size: number) {
  const conditions: (SQL | undefined)[] = [
    eq(games.merchantId, merchantId),
    filter.q ? sql`(${games.nodeId} ilike ${`%${literal(filter.q)}%`} or ${ilike(games.searchText, `%${literal(filter.q.toLowerCase())}%`)})` : undefined,
    filter.vendor ? eq(games.vendorCode, filter.vendor) : undefined,
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ nodeId: games.nodeId, name: games.name, vendorCode: games.vendorCode, gameType: games.gameType, isHot: games.isHot, maintenance: games.maintenance, sort: games.sort })
      .from(games)
      .where(where)
      .orderBy(asc(games.gameType), asc(games.vendorCode), asc(games.sort), asc(games.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Vendors with their categories, game counts and maintenance (a vendor row per category: one row in maintenance puts the vendor in maintenance). */
export async function vendorList(db: Db, merchantId: number) {
  return db
    .select({
      code: vendors.code,
      name: sql<string>`min(${vendors.displayName})`,
      gameTypes: sql<GameType[]>`array_agg(distinct ${vendors.gameType})`,
      maintenance: sql<boolean>`bool_or(${vendors.maintenance})`,
      games: sql<number>`(select count(*) from ${games} where ${games.merchantId} = ${merchantId} and ${games.vendorCode} = ${vendors.code})`.mapWith(Number),
    })
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .groupBy(vendors.code)
    .orderBy(vendors.code);
}

/** A game's flags before the change (locked), then the change; undefined: no such game. */
export async function setGameFlags(db: Tx, merchantId: number, nodeId: string, set: { isHot?: boolean; sort?: number }) {
  const where = and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId));
  const [before] = await db.select({ isHot: games.isHot, sort: games.sort }).from(games).where(where).for('update');
  if (!before) return undefined;
  await db.update(games).set(set).where(where);
  return before;
}
