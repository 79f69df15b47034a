import { asc, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client';
import { merchants } from '../../src/server/db/schema/index';
import { hashPassword } from '../../src/server/lib/password';
import { DEFAULT_TIME_ZONE } from '../../src/shared/time-zone';

/**
 * The agent reports' fixture, its tree: one master agent with 100,000 members below it on three
 * levels (100 sub-agents, 10 agents under each, 98,900 players spread over those 1,000), written
 * with a few INSERT ... SELECT generate_series statements. member_tree is filled by its own trigger
 * (member_tree_maintain) as every insert of a member does, not by the fixture, so the closure rows
 * are the ones registration would have made.
 */
export const TREE = {
  account: 'treeboss',
  password: 'Tree1234',
  subAgents: 100,
  agentsPerSubAgent: 10,
  players: 98_900,
} as const;

export interface TreeScope {
  merchantId: number;
  currency: string;
  timeZone: string;
  bossId: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = sql`interval '1 day'`;

/** The first merchant (the seeded demo merchant), its currency and time zone. */
async function merchantOfBench(tx: Tx): Promise<{ id: number; currency: string; timeZone: string }> {
  const [merchant] = await tx.select({ id: merchants.id, config: merchants.config }).from(merchants).orderBy(asc(merchants.id)).limit(1);
  if (!merchant) throw new Error('bench: no merchant');
  return { id: merchant.id, currency: merchant.config.currency.code, timeZone: merchant.config.timeZone ?? DEFAULT_TIME_ZONE };
}

/**
 * The tree below a new master agent, in the caller's transaction. Registration dates: the agents
 * half a year ago; players over the last 150 days, about one in five within the last 30 (the
 * month's new registrations). Players cannot sign in (their hash is a marker); the master agent can.
 */
export async function insertTree(tx: Tx): Promise<TreeScope> {
  const merchant = await merchantOfBench(tx);
  const passwordHash = await hashPassword(TREE.password, 'test');
  const [boss] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into members (merchant_id, account, nickname, type, password_hash, created_at, password_changed_at)
      values (${merchant.id}, ${TREE.account}, 'Tree Boss', 1, ${passwordHash}, now() - 200 * ${DAY}, now() - 200 * ${DAY})
      returning id`),
  );
  if (!boss) throw new Error('bench: the master agent was not written');
  const agents = TREE.subAgents * TREE.agentsPerSubAgent;
  await tx.execute(sql`
    insert into members (merchant_id, account, nickname, type, password_hash, upline_id, created_at, password_changed_at)
    select ${merchant.id}, 'treeagent' || i, 'Tree agent ' || i, 2, 'bench-no-login', ${boss.id}, now() - 190 * ${DAY}, now() - 190 * ${DAY}
      from generate_series(1, ${TREE.subAgents}) i`);
  await tx.execute(sql`
    insert into members (merchant_id, account, nickname, type, password_hash, upline_id, created_at, password_changed_at)
    select ${merchant.id}, 'treesub' || i, 'Tree sub-agent ' || i, 2, 'bench-no-login', u.id, now() - 180 * ${DAY}, now() - 180 * ${DAY}
      from generate_series(1, ${agents}) i
      join members u on u.merchant_id = ${merchant.id} and u.account = 'treeagent' || ((i - 1) / ${TREE.agentsPerSubAgent} + 1)`);
  await tx.execute(sql`
    insert into members (merchant_id, account, nickname, type, password_hash, upline_id, created_at, password_changed_at)
    select ${merchant.id}, 'treeplayer' || i, 'Tree player ' || i, 0, 'bench-no-login', u.id, p.at, p.at
      from (select i, now() - (case when random() < 0.2 then 1 + random() * 29 else 30 + random() * 120 end) * ${DAY} as at
              from generate_series(1, ${TREE.players}) i offset 0) p
      join members u on u.merchant_id = ${merchant.id} and u.account = 'treesub' || ((p.i - 1) % ${agents} + 1)`);
  return { merchantId: merchant.id, currency: merchant.currency, timeZone: merchant.timeZone, bossId: boss.id };
}
