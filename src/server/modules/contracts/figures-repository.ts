import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../ledger/repository';

/** A team's figures for one period: everyone below the agent (the agent itself excluded). */
export interface TeamPeriodFigures {
  /** Valid bets, each member's own total counted only when positive (a refund never lowers a sibling's). */
  turnover: number;
  /** Members whose valid bets reached the merchant's amount. */
  active: number;
  /** Valid bets minus wins: what the team lost. */
  netLoss: number;
}

export interface FiguresQuery {
  merchantId: number;
  currency: string;
  agentIds: readonly number[];
  start: Date;
  end: Date;
  activeMemberMinBet: number;
}

/**
 * Each member's valid bets and wins over the period: from the hourly totals for whole hours (kept with
 * every transfer, so always current), from the ledger itself for a five-minute window.
 */
function memberPlay(q: FiguresQuery, source: 'hours' | 'ledger'): SQL {
  const [start, end] = [q.start.toISOString(), q.end.toISOString()];
  if (source === 'hours') {
    return sql`select member_id, sum(bets)::bigint as b, sum(wins)::bigint as w from member_hourly_totals
      where merchant_id = ${q.merchantId} and currency = ${q.currency} and hour >= ${start} and hour < ${end} group by member_id`;
  }
  const window = sql`t.merchant_id = ${q.merchantId} and t.currency = ${q.currency} and t.created_at >= ${start} and t.created_at < ${end}`;
  return sql`select member_id, sum(b)::bigint as b, sum(w)::bigint as w from (
      select d.owner_id as member_id, t.amount as b, 0::bigint as w from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id
        where ${window} and t.type = 'bet'
      union all
      select c.owner_id, 0::bigint, t.amount from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
        where ${window} and t.type in ('win', 'jackpot_win')
      union all
      select c.owner_id, -t.amount, 0::bigint from ledger_transfers t join ledger_transfers o on o.id = t.reverses_id join ledger_accounts c on c.id = t.credit_account_id
        where ${window} and t.type = 'reversal' and o.type = 'bet'
      union all
      select d.owner_id, 0::bigint, -t.amount from ledger_transfers t join ledger_transfers o on o.id = t.reverses_id join ledger_accounts d on d.id = t.debit_account_id
        where ${window} and t.type = 'reversal' and o.type in ('win', 'jackpot_win')
    ) plays where member_id > 0 group by member_id`;
}

/** The figures of every listed agent's team for the period, in one statement. */
export async function teamPeriodFigures(tx: Tx, q: FiguresQuery, source: 'hours' | 'ledger'): Promise<Map<number, TeamPeriodFigures>> {
  if (q.agentIds.length === 0) return new Map();
  const ids = sql`array[${sql.join(
    [...new Set(q.agentIds)].map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const rows = rowsOf<{ agent_id: number; turnover: string | number; active: string | number; net_loss: string | number }>(
    await tx.execute(sql`
      with m as (${memberPlay(q, source)})
      select t.ancestor_id as agent_id,
             coalesce(sum(greatest(m.b, 0)), 0)::bigint as turnover,
             (count(*) filter (where m.b > 0 and m.b >= ${q.activeMemberMinBet}))::integer as active,
             coalesce(sum(m.b - m.w), 0)::bigint as net_loss
        from m join member_tree t on t.descendant_id = m.member_id and t.depth >= 1
       where t.ancestor_id = any(${ids})
       group by t.ancestor_id`),
  );
  return new Map(rows.map((r) => [Number(r.agent_id), { turnover: Number(r.turnover), active: Number(r.active), netLoss: Number(r.net_loss) }]));
}

/** How deep each agent sits in the tree (its number of ancestors): uplines settle before their downlines. */
export async function depthsOf(tx: Tx, agentIds: readonly number[]): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const ids = sql.join(
    [...new Set(agentIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; depth: number }>(
    await tx.execute(sql`select descendant_id as id, max(depth)::integer as depth from member_tree where descendant_id in (${ids}) group by descendant_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.depth)]));
}
