import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import type { Db } from '../../db/client';
import { gameRounds, games, members, seamlessTransactions } from '../../db/schema/index';

/**
 * The SQL of the winner board. The board is the win calls themselves (seamless_transactions of kind
 * 'win' above 0, with a jackpot win's prize), on rounds of games this merchant's catalogue knows: a
 * win is on it the moment it is accepted, and nothing else has to be written for it. A win that
 * does not exceed what its round staked (a lottery slip's rebate on lost numbers, a slot's partial
 * return) is money back, not a win, and stays off the board.
 */

/** What a win shows: its amount with the jackpot the pool paid on it. */
const wonAmount = sql<number>`(${seamlessTransactions.amount} + ${seamlessTransactions.jackpotPrize})`.mapWith(Number);

/** The biggest wins first (seamless_transactions_board_idx order), optionally of one game category. */
export async function topWins(db: Db, merchantId: number, gameType: GameType | undefined, limit: number) {
  return db
    .select({
      account: members.account,
      nodeId: games.nodeId,
      name: games.name,
      winAmount: wonAmount,
      currency: gameRounds.currency,
      createdAt: seamlessTransactions.createdAt,
    })
    .from(seamlessTransactions)
    .innerJoin(
      gameRounds,
      and(eq(gameRounds.merchantId, seamlessTransactions.merchantId), eq(gameRounds.vendorCode, seamlessTransactions.vendorCode), eq(gameRounds.roundId, seamlessTransactions.roundId)),
    )
    .innerJoin(games, and(eq(games.merchantId, gameRounds.merchantId), eq(games.nodeId, gameRounds.gameNodeId)))
    .innerJoin(members, and(eq(members.merchantId, seamlessTransactions.merchantId), eq(members.id, seamlessTransactions.memberId)))
    .where(
      and(
        eq(seamlessTransactions.merchantId, merchantId),
        // The board index's predicate, spelled as it is so the planner can use the index.
        sql`${seamlessTransactions.kind} = 'win' and ${seamlessTransactions.amount} + ${seamlessTransactions.jackpotPrize} > 0`,
        sql`${wonAmount} > ${gameRounds.totalBet}`,
        gameType ? eq(games.gameType, gameType) : undefined,
      ),
    )
    .orderBy(desc(wonAmount), asc(seamlessTransactions.id))
    .limit(limit);
}
