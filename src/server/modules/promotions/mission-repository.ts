import { sql } from 'drizzle-orm';
import type { GameType } from '@shared/constants';
import { rowsOf } from '../../db/client';
import type { Tx } from '../ledger/repository';

/** What a member did in one period: the figures every mission goal is measured against. */
export interface PeriodFigures {
  rounds: number;
  /** Valid bets (stakes of settled rounds) per game category. */
  bets: Map<GameType, number>;
  deposits: number;
  signInDays: number;
}

const DAY_SQL = sql`interval '1 day'`;

/**
 * A member's settled rounds, valid bets per category, credited deposits and sign-in days of
 * [from, until). Rounds count by their close; the member index is used through the opening time (a
 * round closes within a day of opening, as the seamless sweeper guarantees).
 */
export async function periodFigures(tx: Tx, merchantId: number, memberId: number, from: Date, until: Date): Promise<PeriodFigures> {
  const [rounds, deposits, signIns] = await Promise.all([
    tx.execute(sql`
      select g.game_type as category, count(*)::int as rounds, sum(r.total_bet)::bigint as bets
        from game_rounds r left join games g on g.merchant_id = r.merchant_id and g.node_id = r.game_node_id
       where r.merchant_id = ${merchantId} and r.member_id = ${memberId} and r.status = 'settled'
         and r.opened_at >= ${from.toISOString()}::timestamptz - ${DAY_SQL} and r.opened_at < ${until.toISOString()}
         and r.closed_at >= ${from.toISOString()} and r.closed_at < ${until.toISOString()}
       group by g.game_type`),
    tx.execute(sql`
      select coalesce(sum(amount), 0)::bigint as total from deposit_orders
       where merchant_id = ${merchantId} and member_id = ${memberId} and status = 'APPROVED'
         and decided_at >= ${from.toISOString()} and decided_at < ${until.toISOString()}`),
    tx.execute(sql`
      select count(distinct a.occasion)::int as days from promotion_awards a join promotions p on p.id = a.promotion_id
       where a.merchant_id = ${merchantId} and a.member_id = ${memberId} and p.kind = 'signIn' and a.occasion like 'signin:%'
         and a.created_at >= ${from.toISOString()} and a.created_at < ${until.toISOString()}`),
  ]);
  const byCategory = rowsOf<{ category: GameType | null; rounds: number; bets: string | number }>(rounds);
  const bets = new Map<GameType, number>();
  for (const row of byCategory) if (row.category) bets.set(row.category, (bets.get(row.category) ?? 0) + Number(row.bets));
  return {
    rounds: byCategory.reduce((sum, row) => sum + Number(row.rounds), 0),
    bets,
    deposits: Number(rowsOf<{ total: string | number }>(deposits)[0]?.total ?? 0),
    signInDays: Number(rowsOf<{ days: number }>(signIns)[0]?.days ?? 0),
  };
}

export interface PointsRow {
  memberId: number;
  account: string;
  points: number;
  rank: number;
}

/**
 * Mission points claimed in [from, until) per member, ranked: more points first, then whoever
 * reached them first. The top `limit`, and the given member's row wherever it stands.
 */
export async function pointsRanking(tx: Tx, merchantId: number, from: Date, until: Date, limit: number, memberId: number | null): Promise<{ top: PointsRow[]; mine: PointsRow | undefined }> {
  const rows = rowsOf<{ member_id: number; account: string; points: number; rank: number }>(
    await tx.execute(sql`
      with totals as (
        select a.member_id, sum((a.detail ->> 'points')::int)::int as points, max(a.created_at) as reached
          from promotion_awards a join promotions p on p.id = a.promotion_id
         where a.merchant_id = ${merchantId} and p.kind = 'mission'
           and a.created_at >= ${from.toISOString()} and a.created_at < ${until.toISOString()}
         group by a.member_id),
      ranked as (
        select t.member_id, m.account, t.points, (row_number() over (order by t.points desc, t.reached asc, t.member_id asc))::int as rank
          from totals t join members m on m.id = t.member_id
         where t.points > 0)
      select * from ranked where rank <= ${limit} or member_id = ${memberId ?? -1} order by rank`),
  );
  const all = rows.map((r) => ({ memberId: Number(r.member_id), account: r.account, points: Number(r.points), rank: Number(r.rank) }));
  return { top: all.filter((r) => r.rank <= limit), mine: all.find((r) => r.memberId === memberId) };
}
