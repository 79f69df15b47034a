import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import type { RoundStatus } from '@shared/api/record-kinds';
import type { Db } from '../../db/client';
import { gameRounds, games, members, vendors } from '../../db/schema/index';

/**
 * The only SQL of the betting record: reads of the member's game rounds with their catalogue
 * game and vendor. The filter leads with (merchant_id, member_id, opened_at): game_rounds_member_idx.
 */

export interface RoundFilter {
  merchantId: number;
  /** One member's rounds, or (`team`) the rounds of everyone below an agent (member_tree). */
  memberId: number | { team: number };
  from: Date;
  to: Date;
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
  status?: RoundStatus | undefined;
}

const gameOfRound = and(eq(games.merchantId, gameRounds.merchantId), eq(games.nodeId, gameRounds.gameNodeId));
// Vendors are listed once per game type they serve: the round's game picks the row.
const vendorOfGame = and(eq(vendors.merchantId, gameRounds.merchantId), eq(vendors.code, gameRounds.vendorCode), eq(vendors.gameType, games.gameType));

function roundWhere(f: RoundFilter) {
  const whose =
    typeof f.memberId === 'number'
      ? eq(gameRounds.memberId, f.memberId)
      : sql`${gameRounds.memberId} in (select descendant_id from member_tree where ancestor_id = ${f.memberId.team} and depth > 0)`;
  const conditions = [eq(gameRounds.merchantId, f.merchantId), whose, gte(gameRounds.openedAt, f.from), lt(gameRounds.openedAt, f.to)];
  if (f.gameType) conditions.push(eq(games.gameType, f.gameType));
  if (f.vendorCode) conditions.push(eq(gameRounds.vendorCode, f.vendorCode));
  if (f.status) conditions.push(eq(gameRounds.status, f.status));
  return and(...conditions);
}

/** One page of the member's (or team's) rounds, newest first, with the member's account, with the game's names and the vendor's name. */
export async function listRounds(db: Db, f: RoundFilter, page: number, size: number) {
  return db
    .select({
      roundId: gameRounds.roundId,
      vendorCode: gameRounds.vendorCode,
      vendorName: vendors.displayName,
      nodeId: gameRounds.gameNodeId,
      names: games.name,
      gameType: games.gameType,
      totalBet: gameRounds.totalBet,
      totalWin: gameRounds.totalWin,
      totalRefunded: gameRounds.totalRefunded,
      status: gameRounds.status,
      openedAt: gameRounds.openedAt,
      closedAt: gameRounds.closedAt,
      currency: gameRounds.currency,
      account: members.account,
    })
    .from(gameRounds)
    .leftJoin(games, gameOfRound)
    .leftJoin(vendors, vendorOfGame)
    .leftJoin(members, eq(members.id, gameRounds.memberId))
    .where(roundWhere(f))
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(size)
    .offset((page - 1) * size);
}

/** How many rounds match and their summed stakes and wins (minor units). */
export async function roundTotals(db: Db, f: RoundFilter): Promise<{ total: number; stake: number; win: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${gameRounds.totalBet}), 0)`,
      win: sql<string>`coalesce(sum(${gameRounds.totalWin}), 0)`,
    })
    .from(gameRounds)
    .leftJoin(games, gameOfRound)
    .where(roundWhere(f));
  return { total: row?.total ?? 0, stake: Number(row?.stake ?? 0), win: Number(row?.win ?? 0) };
}
