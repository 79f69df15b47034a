import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Tx } from '../ledger/repository';

/** A period as instants: [from, to). A merchant-local day range becomes one of these. */
export interface Period {
  from: Date;
  to: Date;
}

/** The money figures of a set of members over a period, in minor units of one currency. */
export interface MoneyFigures {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  /** Every stake placed, refunded ones included. */
  bets: number;
  /** Stakes that stood (bets minus refunded bets): the valid bets, or turnover. */
  validBets: number;
  betCount: number;
  wins: number;
  bonuses: number;
  rebates: number;
  adjustments: number;
  /** Members with at least one standing bet in the period. */
  activeMembers: number;
  /** The members' net result: wins + bonuses + rebates - valid bets (negative: the team lost). */
  netWinLoss: number;
}

export interface TeamScope {
  merchantId: number;
  currency: string;
  /** The agent whose team it is. */
  agentId: number;
  /** Count the agent's own figures too (a downline's statement covers its whole team, itself included). */
  includeSelf?: boolean;
}

const FIGURES = sql`
  coalesce(sum(t.deposits), 0)::bigint as "deposits",
  coalesce(sum(t.deposit_count), 0)::bigint as "depositCount",
  coalesce(sum(t.withdrawals), 0)::bigint as "withdrawals",
  coalesce(sum(t.withdrawal_count), 0)::bigint as "withdrawalCount",
  coalesce(sum(t.bets), 0)::bigint as "validBets",
  coalesce(sum(t.refunded_bets), 0)::bigint as "refundedBets",
  coalesce(sum(t.bet_count), 0)::bigint as "betCount",
  coalesce(sum(t.wins), 0)::bigint as "wins",
  coalesce(sum(t.bonuses), 0)::bigint as "bonuses",
  coalesce(sum(t.rebates), 0)::bigint as "rebates",
  coalesce(sum(t.adjustments), 0)::bigint as "adjustments"`;

type FigureRow = Record<Exclude<keyof MoneyFigures, 'activeMembers' | 'netWinLoss' | 'bets'> | 'refundedBets', string | number>;

function figuresOf(row: FigureRow | undefined, active: number): MoneyFigures {
  const n = (value: string | number | undefined) => Number(value ?? 0);
  const figures = {
    deposits: n(row?.deposits),
    depositCount: n(row?.depositCount),
    withdrawals: n(row?.withdrawals),
    withdrawalCount: n(row?.withdrawalCount),
    bets: n(row?.validBets) + n(row?.refundedBets),
    validBets: n(row?.validBets),
    betCount: n(row?.betCount),
    wins: n(row?.wins),
    bonuses: n(row?.bonuses),
    rebates: n(row?.rebates),
    adjustments: n(row?.adjustments),
  };
  return { ...figures, activeMembers: active, netWinLoss: figures.wins + figures.bonuses + figures.rebates - figures.validBets };
}

/**
 * The figures of disjoint sets of members added up: a statement's totals are the sum of its lines,
 * since every member below the agent is in exactly one direct downline's team (the downline
 * included), so the team's figures need no second pass over the hourly totals.
 */
export function totalOf(lines: readonly MoneyFigures[]): MoneyFigures {
  const total = figuresOf(undefined, 0);
  for (const line of lines) {
    for (const key of Object.keys(total) as (keyof MoneyFigures)[]) total[key] += line[key];
  }
  return total;
}

const minDepth = (scope: TeamScope): SQL => (scope.includeSelf ? sql`0` : sql`1`);

/**
 * A team's figures over a period, from the pre-aggregated hourly totals joined with the closure
 * table: the team is whoever is below the agent now (a moved member takes its history along).
 */
export async function teamFigures(db: Db | Tx, scope: TeamScope, period: Period): Promise<MoneyFigures> {
  const rows = rowsOf<FigureRow & { active: string | number }>(
    await db.execute(sql`
      with per_member as (
        select t.member_id, ${FIGURES}
          from member_tree mt
          join member_hourly_totals t on t.member_id = mt.descendant_id
         where mt.ancestor_id = ${scope.agentId} and mt.depth >= ${minDepth(scope)}
           and t.merchant_id = ${scope.merchantId} and t.currency = ${scope.currency}
           and t.hour >= ${period.from.toISOString()} and t.hour < ${period.to.toISOString()}
         group by t.member_id
      )
      select coalesce(sum("deposits"), 0)::bigint as "deposits", coalesce(sum("depositCount"), 0)::bigint as "depositCount",
             coalesce(sum("withdrawals"), 0)::bigint as "withdrawals", coalesce(sum("withdrawalCount"), 0)::bigint as "withdrawalCount",
             coalesce(sum("validBets"), 0)::bigint as "validBets", coalesce(sum("refundedBets"), 0)::bigint as "refundedBets",
             coalesce(sum("betCount"), 0)::bigint as "betCount",
             coalesce(sum("wins"), 0)::bigint as "wins", coalesce(sum("bonuses"), 0)::bigint as "bonuses",
             coalesce(sum("rebates"), 0)::bigint as "rebates", coalesce(sum("adjustments"), 0)::bigint as "adjustments",
             count(*) filter (where "betCount" > 0) as "active"
        from per_member`),
  );
  const row = rows[0];
  return figuresOf(row, Number(row?.active ?? 0));
}

/** One direct downline's line of the user-loss statement: its whole team's figures, itself included. */
export interface DownlineStatement extends MoneyFigures {
  memberId: number;
}

/** The user-loss statement: per direct downline of the agent, that downline's whole team over the period. */
export async function downlineStatements(db: Db | Tx, scope: Omit<TeamScope, 'includeSelf'>, period: Period): Promise<DownlineStatement[]> {
  const rows = rowsOf<FigureRow & { memberId: number; active: string | number }>(
    await db.execute(sql`
      with per_member as (
        select d.descendant_id as downline, t.member_id, ${FIGURES}
          from member_tree d
          join member_tree mt on mt.ancestor_id = d.descendant_id
          join member_hourly_totals t on t.member_id = mt.descendant_id
         where d.ancestor_id = ${scope.agentId} and d.depth = 1
           and t.merchant_id = ${scope.merchantId} and t.currency = ${scope.currency}
           and t.hour >= ${period.from.toISOString()} and t.hour < ${period.to.toISOString()}
         group by d.descendant_id, t.member_id
      )
      select d.descendant_id as "memberId",
             coalesce(sum(p."deposits"), 0)::bigint as "deposits", coalesce(sum(p."depositCount"), 0)::bigint as "depositCount",
             coalesce(sum(p."withdrawals"), 0)::bigint as "withdrawals", coalesce(sum(p."withdrawalCount"), 0)::bigint as "withdrawalCount",
             coalesce(sum(p."validBets"), 0)::bigint as "validBets", coalesce(sum(p."refundedBets"), 0)::bigint as "refundedBets",
             coalesce(sum(p."betCount"), 0)::bigint as "betCount",
             coalesce(sum(p."wins"), 0)::bigint as "wins", coalesce(sum(p."bonuses"), 0)::bigint as "bonuses",
             coalesce(sum(p."rebates"), 0)::bigint as "rebates", coalesce(sum(p."adjustments"), 0)::bigint as "adjustments",
             count(p.member_id) filter (where p."betCount" > 0) as "active"
        from member_tree d
        left join per_member p on p.downline = d.descendant_id
       where d.ancestor_id = ${scope.agentId} and d.depth = 1
       group by d.descendant_id
       order by d.descendant_id`),
  );
  return rows.map((row) => ({ memberId: Number(row.memberId), ...figuresOf(row, Number(row.active)) }));
}

/** How many of the team made their first deposit ever within the period. */
export async function teamFirstDeposits(db: Db | Tx, scope: TeamScope, period: Period): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n
        from member_tree mt join member_first_deposits f on f.member_id = mt.descendant_id
       where mt.ancestor_id = ${scope.agentId} and mt.depth >= ${minDepth(scope)} and f.currency = ${scope.currency}
         and f.at >= ${period.from.toISOString()} and f.at < ${period.to.toISOString()}`),
  );
  return Number(rows[0]?.n ?? 0);
}
