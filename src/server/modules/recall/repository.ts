import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds } from '../../db/schema/index';

/** The round a recall names, only when it is this member's in this merchant (game_rounds_key_idx). */
export async function findMemberRound(db: Db, key: { merchantId: number; memberId: number; vendorCode: string; roundId: string }) {
  const [row] = await db
    .select({ vendorCode: gameRounds.vendorCode, roundId: gameRounds.roundId })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, key.merchantId),
        eq(gameRounds.vendorCode, key.vendorCode),
        eq(gameRounds.roundId, key.roundId),
        eq(gameRounds.memberId, key.memberId),
      ),
    );
  return row;
}
