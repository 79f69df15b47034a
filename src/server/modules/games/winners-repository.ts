import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import { rowsOf, type Db } from '../../db/client';
import { games, members, winners } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The SQL of the winner board. */

export interface WinRow {
  merchantId: number;
  memberId: number;
  gameId: number;
  /** Minor units. */
  winAmount: number;
  currency: string;
  createdAt?: Date;
}

export async function insertWin(db: Tx, row: WinRow): Promise<void> {
  await db.insert(winners).values(row);
}

export type WinOfNode = Omit<WinRow, 'gameId' | 'createdAt'> & { gameNodeId: string; createdAt: Date };

/**
 * The same row for the game this merchant knows by `gameNodeId`, in one statement (the game's id
 * is looked up in it); nothing is written when there is no such game. True when a row was written.
 */
export async function insertWinOfNode(db: Tx, row: WinOfNode): Promise<boolean> {
  return rowsOf(await db.execute(winOfNodeQuery(row))).length > 0;
}

/** insertWinOfNode's statement, also usable as a CTE of a caller's statement (returns the new id). */
export function winOfNodeQuery(row: WinOfNode): SQL {
  const columns = [winners.merchantId, winners.memberId, winners.gameId, winners.winAmount, winners.currency, winners.createdAt].map((c) => sql.identifier(c.name));
  return sql`
    insert into ${winners} (${sql.join(columns, sql`, `)})
    select ${games.merchantId}, ${row.memberId}::integer, ${games.id}, ${row.winAmount}::bigint, ${row.currency}::text, ${row.createdAt.toISOString()}::timestamptz
    from ${games}
    where ${games.merchantId} = ${row.merchantId} and ${games.nodeId} = ${row.gameNodeId}
    returning ${winners.id}`;
}

/** The biggest wins first (the board's index order), optionally of one game category. */
export async function topWins(db: Db, merchantId: number, gameType: GameType | undefined, limit: number) {
  return db
    .select({
      account: members.account,
      nodeId: games.nodeId,
      name: games.name,
      winAmount: winners.winAmount,
      currency: winners.currency,
      createdAt: winners.createdAt,
    })
    .from(winners)
    .innerJoin(games, and(eq(games.id, winners.gameId), eq(games.merchantId, winners.merchantId)))
    .innerJoin(members, and(eq(members.id, winners.memberId), eq(members.merchantId, winners.merchantId)))
    .where(and(eq(winners.merchantId, merchantId), gameType ? eq(games.gameType, gameType) : undefined))
    .orderBy(desc(winners.winAmount), asc(winners.id))
    .limit(limit);
}
