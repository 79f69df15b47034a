import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@shared/constants';
import { rowsOf, type Db } from '../../db/client';
import type { Period } from './report-repository';

/** How far below the agent the member is (0: the agent itself), or undefined outside its team. */
export async function levelBelow(db: Db, agentId: number, memberId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ depth: number }>(await db.execute(sql`select depth from member_tree where ancestor_id = ${agentId} and descendant_id = ${memberId}`));
  return row === undefined ? undefined : Number(row.depth);
}

/** The chain from the agent down to a member of its team, both included, agent first. */
export async function pathFrom(db: Db, agentId: number, memberId: number): Promise<{ id: number; account: string; level: number }[]> {
  const rows = rowsOf<{ id: number; account: string; level: number }>(
    await db.execute(sql`
      select m.id, m.account, a.depth as level
        from member_tree up
        join member_tree a on a.ancestor_id = ${agentId} and a.descendant_id = up.ancestor_id
        join members m on m.id = up.ancestor_id
       where up.descendant_id = ${memberId}
       order by a.depth`),
  );
  return rows.map((row) => ({ id: Number(row.id), account: row.account, level: Number(row.level) }));
}

export interface DownlineFilter {
  /** Direct downlines of this member, or (with `account`) anyone below it whose account contains the text. */
  parentId: number;
  account?: string;
  kind?: 'member' | 'agent';
  status?: string;
  registered?: Partial<Period>;
  active?: boolean;
  page: number;
  size: number;
}

export interface DownlineRecord {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: string;
  level: number;
  teamSize: number;
  balance: number;
  deposits: number;
  validBets: number;
  lastLoginAt: Date | null;
  registeredAt: Date;
}

/** One page of the team-management list, newest registrations first, with the number of matches. */
export async function downlineRecords(
  db: Db,
  scope: { merchantId: number; currency: string; agentId: number },
  filter: DownlineFilter,
  period: Period,
): Promise<{ rows: DownlineRecord[]; total: number }> {
  const hours = sql`h.member_id = m.id and h.currency = ${scope.currency} and h.hour >= ${period.from.toISOString()} and h.hour < ${period.to.toISOString()}`;
  const agentTypes = sql.join(
    AGENT_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`d.ancestor_id = ${filter.parentId}`, filter.account ? sql`d.depth > 0` : sql`d.depth = 1`];
  if (filter.account) conditions.push(sql`position(lower(${filter.account}) in lower(m.account)) > 0`);
  if (filter.kind === 'agent') conditions.push(sql`m.type in (${agentTypes})`);
  if (filter.kind === 'member') conditions.push(sql`m.type not in (${agentTypes})`);
  if (filter.status) conditions.push(sql`m.status = ${filter.status}`);
  if (filter.registered?.from) conditions.push(sql`m.created_at >= ${filter.registered.from.toISOString()}`);
  if (filter.registered?.to) conditions.push(sql`m.created_at < ${filter.registered.to.toISOString()}`);
  if (filter.active !== undefined) {
    conditions.push(sql`${filter.active ? sql`` : sql`not`} exists (select 1 from member_hourly_totals h where ${hours} group by h.member_id having sum(h.bet_count) > 0)`);
  }
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select m.id, m.account, m.nickname, m.type, m.status, m.created_at as "registeredAt", a.depth as level,
             (select count(*) from member_tree s where s.ancestor_id = m.id and s.depth > 0) as "teamSize",
             coalesce((select la.balance from ledger_accounts la
                        where la.merchant_id = ${scope.merchantId} and la.kind = 'player_main' and la.owner_id = m.id and la.code = '' and la.currency = ${scope.currency}), 0) as balance,
             coalesce((select sum(h.deposits) from member_hourly_totals h where ${hours}), 0) as deposits,
             coalesce((select sum(h.bets) from member_hourly_totals h where ${hours}), 0) as "validBets",
             (select max(s.created_at) from sessions s where s.member_id = m.id) as "lastLoginAt",
             count(*) over () as total
        from member_tree d
        join members m on m.id = d.descendant_id
        join member_tree a on a.ancestor_id = ${scope.agentId} and a.descendant_id = m.id
       where ${sql.join(conditions, sql` and `)}
       order by m.created_at desc, m.id desc
       limit ${filter.size} offset ${(filter.page - 1) * filter.size}`),
  );
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      id: Number(row.id),
      account: String(row.account),
      nickname: String(row.nickname),
      type: Number(row.type),
      status: String(row.status),
      level: Number(row.level),
      teamSize: Number(row.teamSize),
      balance: Number(row.balance),
      deposits: Number(row.deposits),
      validBets: Number(row.validBets),
      lastLoginAt: row.lastLoginAt === null || row.lastLoginAt === undefined ? null : date(row.lastLoginAt),
      registeredAt: date(row.registeredAt),
    })),
  };
}

/** Account and agent flag of some members (the statement's line labels). */
export async function memberLabels(db: Db, ids: number[]): Promise<Map<number, { account: string; type: number }>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; account: string; type: number }>(
    await db.execute(sql`
      select m.id, m.account, m.type
        from members m where m.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
  );
  return new Map(rows.map((row) => [Number(row.id), { account: row.account, type: Number(row.type) }]));
}


/**
 * The agent's own income per calendar day of the zone and transfer type, signed (a reversed payout
 * takes its amount back under the payout's type).
 */
export async function incomeByDay(db: Db, merchantId: number, agentId: number, types: readonly string[], period: Period, timeZone: string): Promise<{ day: string; type: string; amount: number }[]> {
  const list = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  const rows = rowsOf<{ day: string; type: string; amount: string | number }>(
    await db.execute(sql`
      select to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, coalesce(o.type, t.type) as type, sum(e.amount)::bigint as amount
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transfers t on t.id = e.transfer_id
        left join ledger_transfers o on o.id = t.reverses_id
       where a.merchant_id = ${merchantId} and a.owner_id = ${agentId}
         and coalesce(o.type, t.type) in (${list})
         and e.created_at >= ${period.from.toISOString()} and e.created_at < ${period.to.toISOString()}
       group by 1, 2 order by 1, 2`),
  );
  return rows.map((row) => ({ day: String(row.day), type: row.type, amount: Number(row.amount) }));
}
