import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { lottoPayouts, lottoSlips } from '../../db/schema/index';

/** The lottery vendor's settlement SQL: a draw's accepted bets, their outcomes, what each player is owed. */

export interface BetRow {
  id: number;
  playerId: string;
  bet: unknown;
  stake: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs settlement's statements over a draw's bets with the planner kept to index paths. Its figures
 * for a draw are often older than the draw's bets (they arrive after the last analyze); it then
 * chose to collect every bet left on the draw and sort them for each page, and to scan the whole
 * table to update a page: with a million-bet draw, about a second a page each.
 */
function byIndex<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

/**
 * A page of a draw's bets on accepted slips, by id. Called once no slip of the draw is pending: the
 * bets of refused and refunded slips carry that status (setSlipStatus writes both at once), so the
 * draw's index is walked in order with no join (a join to the slips made each page sort the draw).
 * The page comes back as one JSON text, not a row per bet: the embedded engine hands each row and
 * field over one by one, which cost five times as much as the query (20,000 bets a page).
 */
export async function acceptedBets(db: Db, drawId: number, afterId: number, limit: number): Promise<BetRow[]> {
  const [page] = await byIndex(db, async (tx) =>
    rowsOf<{ bets: string | null }>(
      await tx.execute(sql`select json_agg(json_build_array(p.id, p.player_id, p.bet, p.stake) order by p.id)::text as "bets" from (
        select b.id, b.player_id, b.bet, b.stake from lotto_bets b
        where b.draw_id = ${drawId} and b.id > ${afterId} and b.status not in ('refused', 'refunded')
          order by b.draw_id, b.id limit ${limit}
        ) p`),
    ),
  );
  if (!page?.bets) return [];
  return (JSON.parse(page.bets) as [number, string, unknown, number][]).map(([id, playerId, bet, stake]) => ({ id, playerId, bet, stake }));
}

/** Stores what each bet paid (its win plus its rebate) and whether it won, many at once. */
export async function setBetOutcomes(db: Db, outcomes: readonly { id: number; payout: number; won: boolean }[]): Promise<void> {
  if (outcomes.length === 0) return;
  const list = (values: readonly (number | boolean)[]) => `{${values.join(',')}}`;
  await byIndex(db, (tx) =>
    tx.execute(sql`update lotto_bets b set payout = o.payout, status = case when o.won then 'won' else 'lost' end
      from unnest(${list(outcomes.map((o) => o.id))}::bigint[], ${list(outcomes.map((o) => o.payout))}::bigint[], ${list(outcomes.map((o) => o.won))}::boolean[]) as o(id, payout, won)
      where b.id = o.id`),
  );
}

/** Marks the draw's accepted slips settled and keeps what each player is owed (first values win). */
export async function recordPayouts(db: Db, drawId: number, owed: ReadonlyMap<string, number>): Promise<void> {
  await db.transaction(async (tx) => {
    const entries = [...owed.entries()];
    for (let i = 0; i < entries.length; i += 1000) {
      const chunk = entries.slice(i, i + 1000);
      await tx.insert(lottoPayouts).values(chunk.map(([playerId, amount]) => ({ drawId, playerId, amount }))).onConflictDoNothing();
    }
    await tx.update(lottoSlips).set({ status: 'settled' }).where(and(eq(lottoSlips.drawId, drawId), eq(lottoSlips.status, 'open')));
  });
}

export async function unpaidPayouts(db: Db, drawId: number, limit: number): Promise<{ playerId: string; amount: number }[]> {
  return db
    .select({ playerId: lottoPayouts.playerId, amount: lottoPayouts.amount })
    .from(lottoPayouts)
    .where(and(eq(lottoPayouts.drawId, drawId), sql`${lottoPayouts.paidAt} is null`))
    .orderBy(asc(lottoPayouts.playerId))
    .limit(limit);
}

export async function markPaid(db: Db, drawId: number, playerIds: readonly string[], paidAt: Date): Promise<void> {
  if (playerIds.length === 0) return;
  await db.update(lottoPayouts).set({ paidAt, lastError: null }).where(and(eq(lottoPayouts.drawId, drawId), inArray(lottoPayouts.playerId, [...playerIds])));
}

export async function notePayoutError(db: Db, drawId: number, playerId: string, error: string): Promise<void> {
  await db.update(lottoPayouts).set({ lastError: error.slice(0, 300) }).where(and(eq(lottoPayouts.drawId, drawId), eq(lottoPayouts.playerId, playerId)));
}
