import { and, asc, desc, eq } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import type { Db } from '../../db/client';
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
