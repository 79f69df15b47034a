import { and, desc, eq, sql } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import type { Db } from '../../db/client';
import { favourites, games, recentGames, vendors } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';
import { gameColumns, vendorMaintenance, vendorOfGame } from './catalogue-repository';

/** The SQL of a member's own game lists: favourites and recent games. */

export interface MemberGameFilter {
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
}

type Source = typeof favourites | typeof recentGames;

/** Newest first (by `at`, then row id), with the filter's total riding on every row. */
async function pageOf(db: Db, source: Source, at: typeof favourites.createdAt | typeof recentGames.playedAt, merchantId: number, memberId: number, filter: MemberGameFilter, limit: number, offset: number) {
  const rows = await db
    .select({ ...gameColumns, maintenance: vendorMaintenance, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(source)
    .innerJoin(games, and(eq(games.id, source.gameId), eq(games.merchantId, source.merchantId)))
    .leftJoin(vendors, vendorOfGame)
    .where(
      and(
        eq(source.merchantId, merchantId),
        eq(source.memberId, memberId),
        filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
        filter.vendorCode ? eq(games.vendorCode, filter.vendorCode) : undefined,
      ),
    )
    .orderBy(desc(at), desc(source.id))
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countOf(db, source, merchantId, memberId, filter));
  return { rows, total };
}

async function countOf(db: Db, source: Source, merchantId: number, memberId: number, filter: MemberGameFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(source)
    .innerJoin(games, and(eq(games.id, source.gameId), eq(games.merchantId, source.merchantId)))
    .where(
      and(
        eq(source.merchantId, merchantId),
        eq(source.memberId, memberId),
        filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
        filter.vendorCode ? eq(games.vendorCode, filter.vendorCode) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export function pageFavourites(db: Db, merchantId: number, memberId: number, filter: MemberGameFilter, limit: number, offset: number) {
  return pageOf(db, favourites, favourites.createdAt, merchantId, memberId, filter, limit, offset);
}

export function pageRecent(db: Db, merchantId: number, memberId: number, filter: MemberGameFilter, limit: number, offset: number) {
  return pageOf(db, recentGames, recentGames.playedAt, merchantId, memberId, filter, limit, offset);
}

/** Node ids of the member's favourites, newest first. */
export async function favouriteNodeIds(db: Tx, merchantId: number, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: games.nodeId })
    .from(favourites)
    .innerJoin(games, and(eq(games.id, favourites.gameId), eq(games.merchantId, favourites.merchantId)))
    .where(and(eq(favourites.merchantId, merchantId), eq(favourites.memberId, memberId)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.map((row) => row.nodeId);
}

/** Adding a favourite twice keeps the first one. */
export async function insertFavourite(db: Tx, merchantId: number, memberId: number, gameId: number): Promise<void> {
  await db.insert(favourites).values({ merchantId, memberId, gameId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Tx, merchantId: number, memberId: number, gameId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.merchantId, merchantId), eq(favourites.memberId, memberId), eq(favourites.gameId, gameId)));
}

/** One row per member and game: a replay moves played_at forward (never back, if calls arrive out of order). */
export async function upsertRecent(db: Tx, merchantId: number, memberId: number, gameId: number, playedAt: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ merchantId, memberId, gameId, playedAt })
    .onConflictDoUpdate({
      target: [recentGames.merchantId, recentGames.memberId, recentGames.gameId],
      set: { playedAt: sql`greatest(${recentGames.playedAt}, excluded.played_at)` },
    });
}
