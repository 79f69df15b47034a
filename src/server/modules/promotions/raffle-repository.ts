import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { raffleDraws } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

export type RaffleDrawRow = typeof raffleDraws.$inferSelect;

/** The raffle's commitment, made once: a second save keeps the first seed. */
export async function insertCommitment(tx: Tx, row: { promotionId: number; merchantId: number; seed: string; seedHash: string }): Promise<void> {
  await tx.insert(raffleDraws).values(row).onConflictDoNothing();
}

export async function findDraw(tx: Tx, promotionId: number): Promise<RaffleDrawRow | undefined> {
  const [row] = await tx.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId));
  return row;
}

/** The draw's row locked to the end of the transaction: two upkeep passes draw one at a time. */
export async function lockDraw(tx: Tx, promotionId: number): Promise<RaffleDrawRow | undefined> {
  const [row] = await tx.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId)).for('update');
  return row;
}

export async function saveDraw(tx: Tx, promotionId: number, draw: Required<Pick<RaffleDrawRow, 'status' | 'drawnAt' | 'entrants' | 'winners'>>): Promise<void> {
  await tx.update(raffleDraws).set(draw).where(eq(raffleDraws.promotionId, promotionId));
}

/** A member's figures that earn tickets over a raffle's stretch. */
export interface TicketFigures {
  memberId: number;
  account: string;
  status: string;
  type: number;
  deposits: number;
  bets: number;
}

/**
 * Credited deposits (ledger `deposit` transfers into the main wallet) and valid bets of rounds
 * settled in [from, until), per member who has either, by member id; `memberId` narrows it to one.
 */
export async function ticketFigures(tx: Tx, merchantId: number, from: Date, until: Date, memberId?: number): Promise<TicketFigures[]> {
  // One member's figures filter every part, so its page reads only its own rows.
  const one = (column: SQL) => (memberId === undefined ? sql`true` : sql`${column} = ${memberId}`);
  const rows = rowsOf<{ id: number; account: string; status: string; type: number; deposits: string | number; bets: string | number }>(
    await tx.execute(sql`
      with dep as (
        select a.owner_id as member_id, sum(t.amount)::bigint as deposits
          from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
         where t.merchant_id = ${merchantId} and t.type = 'deposit' and a.kind = 'player_main'
           and t.created_at >= ${from.toISOString()} and t.created_at < ${until.toISOString()} and ${one(sql`a.owner_id`)}
         group by a.owner_id),
      bet as (
        select r.member_id, sum(r.total_bet)::bigint as bets from game_rounds r
         where r.merchant_id = ${merchantId} and r.status = 'settled'
           and r.closed_at >= ${from.toISOString()} and r.closed_at < ${until.toISOString()} and ${one(sql`r.member_id`)}
         group by r.member_id)
      select m.id, m.account, m.status, m.type, coalesce(dep.deposits, 0) as deposits, coalesce(bet.bets, 0) as bets
        from members m left join dep on dep.member_id = m.id left join bet on bet.member_id = m.id
       where m.merchant_id = ${merchantId} and (dep.member_id is not null or bet.member_id is not null) and ${one(sql`m.id`)}
       order by m.id`),
  );
  return rows.map((r) => ({ memberId: Number(r.id), account: r.account, status: r.status, type: Number(r.type), deposits: Number(r.deposits), bets: Number(r.bets) }));
}
