import { sql } from 'drizzle-orm';
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

/**
 * Calendar days of the merchant's zone, both included ("YYYY-MM-DD"): the periods the reports read,
 * since the team rollups count days of that zone (team_totals_catch_up.sql).
 */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Brings the team rollups up to date with every change committed so far (team_totals_catch_up: one
 * at a time across processes, each change counted exactly once). The report reads call it first,
 * so a report shows what was committed before it was asked for; the server's schedule keeps the
 * backlog small.
 */
export async function catchUpTeamTotals(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select team_totals_catch_up() as n`));
    return Number(row?.n ?? 0);
  });
}

/** The rollups' day columns, summed, under the names the figures use. */
const DAY_COLUMNS = {
  deposits: 'deposits',
  depositCount: 'deposit_count',
  withdrawals: 'withdrawals',
  withdrawalCount: 'withdrawal_count',
  validBets: 'bets',
  refundedBets: 'refunded_bets',
  betCount: 'bet_count',
  wins: 'wins',
  bonuses: 'bonuses',
  rebates: 'rebates',
  adjustments: 'adjustments',
  firstDeposits: 'first_deposits',
  registrations: 'registrations',
} as const;
const DAY_FIGURES = sql.raw(
  Object.entries(DAY_COLUMNS)
    .map(([name, column]) => `coalesce(sum(t.${column}), 0)::bigint as "${name}"`)
    .join(', '),
);

type DayRow = FigureRow & { firstDeposits: string | number; registrations: string | number };

const inDays = (days: DayRange) => sql`t.day >= ${days.from}::date and t.day <= ${days.to}::date`;

/** Members active in the range: one row per active member has its day in it and its previous active day before it. */
const activeIn = (days: DayRange) => sql`t.day >= ${days.from}::date and t.day <= ${days.to}::date and t.prev_day < ${days.from}::date`;

/** A team's figures with first deposits and registrations, summed over its days. */
export interface TeamTotals extends MoneyFigures {
  firstDeposits: number;
  registrations: number;
}

function teamTotalsOf(rows: (DayRow | undefined)[], active: number): TeamTotals {
  const n = (value: string | number | undefined) => Number(value ?? 0);
  const sum = (key: keyof DayRow) => rows.reduce((total, row) => total + n(row?.[key]), 0);
  const row = Object.fromEntries(Object.keys(DAY_COLUMNS).map((key) => [key, sum(key as keyof DayRow)])) as unknown as DayRow;
  return { ...figuresOf(row, active), firstDeposits: sum('firstDeposits'), registrations: sum('registrations') };
}

/** Everyone below the agent over the days, from the rollups (itself not included). */
const belowAgent = (scope: TeamScope, days: DayRange) =>
  sql`select ${DAY_FIGURES} from team_daily_totals t where t.ancestor_id = ${scope.agentId} and t.currency = ${scope.currency} and ${inDays(days)}`;

/** The agent's own figures over the days, with whether it was active. */
const ownDays = (scope: TeamScope, days: DayRange) =>
  sql`select ${DAY_FIGURES}, coalesce(bool_or(t.bet_count > 0), false) as active
        from member_daily_totals t where t.member_id = ${scope.agentId} and t.currency = ${scope.currency} and ${inDays(days)}`;

/**
 * A team's figures over whole days of the merchant's zone, from the rollups: everyone below the
 * agent, and with includeSelf the agent's own days too. The team is whoever is below the agent now
 * (a move carries a member's history along). Call catchUpTeamTotals first.
 */
export async function teamFigures(db: Db | Tx, scope: TeamScope, days: DayRange): Promise<TeamTotals> {
  const [team] = rowsOf<DayRow>(await db.execute(belowAgent(scope, days)));
  const [active] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select coalesce(sum(t.members), 0)::int as n from team_daily_active t where t.ancestor_id = ${scope.agentId} and t.currency = ${scope.currency} and ${activeIn(days)}`),
  );
  const [self] = scope.includeSelf ? rowsOf<DayRow & { active: boolean }>(await db.execute(ownDays(scope, days))) : [];
  return teamTotalsOf([team, self], Number(active?.n ?? 0) + (self?.active ? 1 : 0));
}

/** One direct downline's line of the user-loss statement: its whole team's figures, itself included. */
export interface DownlineStatement extends MoneyFigures {
  memberId: number;
  /** Members below the downline now. */
  teamSize: number;
}

/**
 * The user-loss statement: per direct downline of the agent, that downline's whole team over the
 * days (its own days and the rollups of those below it).
 */
export async function downlineStatements(db: Db | Tx, scope: Omit<TeamScope, 'includeSelf'>, days: DayRange): Promise<DownlineStatement[]> {
  // The direct downlines first (the upline index), so the rollups are read by key for exactly them.
  const direct = rowsOf<{ id: number }>(await db.execute(sql`select id from members where upline_id = ${scope.agentId} order by id`)).map((row) => Number(row.id));
  if (direct.length === 0) return [];
  const ids = sql`${`{${direct.join(',')}}`}::int[]`;
  const rows = rowsOf<DayRow & { memberId: number; active: string | number; teamSize: string | number }>(
    await db.execute(sql`
      with figures as (select t.id, ${DAY_FIGURES}
                         from (select ancestor_id as id, * from team_daily_totals where ancestor_id = any(${ids})
                               union all
                               select member_id as id, * from member_daily_totals where member_id = any(${ids})) t
                        where t.currency = ${scope.currency} and ${inDays(days)} group by t.id),
           active as (select t.ancestor_id as id, sum(t.members) as n from team_daily_active t
                       where t.ancestor_id = any(${ids}) and t.currency = ${scope.currency} and ${activeIn(days)} group by t.ancestor_id),
           own as (select distinct t.member_id as id from member_daily_totals t
                    where t.member_id = any(${ids}) and t.currency = ${scope.currency} and t.bet_count > 0 and ${inDays(days)}),
           size as (select t.ancestor_id as id, sum(t.registrations) as n from team_daily_totals t
                     where t.ancestor_id = any(${ids}) and t.currency = ${scope.currency} group by t.ancestor_id)
      select d.id as "memberId", f.*, coalesce(a.n, 0)::int + (case when o.id is null then 0 else 1 end) as active, coalesce(s.n, 0)::int as "teamSize"
        from unnest(${ids}) as d(id) left join figures f on f.id = d.id left join active a on a.id = d.id left join own o on o.id = d.id left join size s on s.id = d.id
       order by d.id`),
  );
  return rows.map((row) => {
    const { firstDeposits: _f, registrations: _r, ...figures } = teamTotalsOf([row], Number(row.active));
    return { memberId: Number(row.memberId), teamSize: Number(row.teamSize), ...figures };
  });
}

/** The figures of everyone below the agent per day of the range (days with none left out), for the overview's chart. */
export async function teamDays(db: Db | Tx, scope: TeamScope, days: DayRange): Promise<(TeamTotals & { day: string })[]> {
  const rows = rowsOf<DayRow & { day: string }>(
    await db.execute(sql`
      select to_char(t.day, 'YYYY-MM-DD') as day, ${DAY_FIGURES} from team_daily_totals t
       where t.ancestor_id = ${scope.agentId} and t.currency = ${scope.currency} and ${inDays(days)}
       group by t.day order by t.day`),
  );
  return rows.map(({ day, ...row }) => ({ day: String(day), ...teamTotalsOf([row], 0) }));
}

/** The team's size (direct downlines and everyone below, the agent left out) and main-wallet balance now. */
export async function teamNow(db: Db | Tx, scope: TeamScope): Promise<{ direct: number; total: number; balance: number }> {
  const [row] = rowsOf<{ direct: string | number; total: string | number; balance: string | number }>(
    await db.execute(sql`
      select (select count(*) from members where upline_id = ${scope.agentId}) as direct,
             (select coalesce(sum(registrations), 0) from team_daily_totals where ancestor_id = ${scope.agentId} and currency = ${scope.currency}) as total,
             (select coalesce(sum(balance), 0) from team_balances where ancestor_id = ${scope.agentId} and currency = ${scope.currency}) as balance`),
  );
  return { direct: Number(row?.direct ?? 0), total: Number(row?.total ?? 0), balance: Number(row?.balance ?? 0) };
}
