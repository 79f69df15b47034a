import { sql } from 'drizzle-orm';
import { rateBreach, type ContractKind, type ContractPeriodType, type ContractTier } from '../../src/shared/api/contracts';
import { rowsOf, type Db } from '../../src/server/db/client';
import { TREE } from './agent-tree';

/**
 * The agent settlement case's contracts on the agent report fixture (agent-tree.ts): every agent of
 * the tree (the master agent, its 100 agents, their 1,000 sub-agents) holds a daily-wage and a
 * real-time salary contract with its upline (the master agent with the house), accepted four days
 * ago. Written set-based, as the contract services would have left them: an `active` row per
 * agent and kind, its `offered` and `accepted` events, each level's rates at or below its upline's.
 */
const t = (minTurnover: number, minActive: number, rateBp: number): ContractTier => ({ minTurnover, minActive, rateBp });

export const BENCH_CONTRACT_KINDS: readonly { kind: ContractKind; periodType: ContractPeriodType; tiers: readonly ContractTier[][] }[] = [
  {
    kind: 'dailyWage',
    periodType: 'daily',
    // By depth below the house: the master agent, its agents, their sub-agents.
    tiers: [
      [t(0, 0, 100), t(1_000_000, 50, 120), t(100_000_000, 1_000, 150)],
      [t(0, 0, 80), t(1_000_000, 50, 100)],
      [t(0, 0, 60), t(100_000, 5, 80)],
    ],
  },
  {
    kind: 'realtimeSalary',
    periodType: 'fiveMinutes',
    tiers: [
      [t(0, 0, 50), t(100_000, 5, 60)],
      [t(0, 0, 40), t(100_000, 5, 50)],
      [t(0, 0, 30), t(100_000, 5, 40)],
    ],
  },
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Gives the fixture's agents their contracts (once: a second call finds them). Answers the contracts per kind. */
export async function giveTreeContracts(db: Db): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    const [boss] = rowsOf<{ id: number; merchant_id: number; contracts: number }>(
      await tx.execute(sql`select m.id, m.merchant_id, (select count(*) from agent_contracts c where c.agent_id = m.id)::int as contracts
        from members m where m.account = ${TREE.account}`),
    );
    if (!boss) throw new Error('bench: the agent fixture is missing');
    const agents = sql`select m.id, m.upline_id, t.depth from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${boss.id} and m.type <> 0`;
    const [count] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from (${agents}) a`));
    if (boss.contracts > 0) return count?.n ?? 0;
    for (const { kind, periodType, tiers } of BENCH_CONTRACT_KINDS) {
      // The rate invariant the services would have enforced at each offer.
      tiers.forEach((table, depth) => {
        if (depth > 0 && rateBreach(table, tiers[depth - 1] ?? null)) throw new Error(`bench: ${kind} rates at depth ${depth} exceed their upline's`);
      });
      const byDepth = sql.join(
        tiers.map((table, depth) => sql`(${depth}::int, ${JSON.stringify(table)}::jsonb)`),
        sql`, `,
      );
      await tx.execute(sql`
        with made as (
          insert into agent_contracts (merchant_id, kind, period_type, tiers, status, agent_id, upline_id, offered_by, offered_at, expires_at, accepted_at)
          select ${boss.merchant_id}, ${kind}, ${periodType}, d.tiers, 'active', a.id, case when a.depth = 0 then null else a.upline_id end,
                 case when a.depth = 0 then 'cli:bench' else 'member:' || a.upline_id end,
                 now() - interval '4 days 1 hour', now() - interval '1 day 1 hour', now() - interval '4 days'
            from (${agents}) a join (values ${byDepth}) d(depth, tiers) on d.depth = a.depth
           order by a.depth, a.id
          returning id, merchant_id, offered_by, offered_at, accepted_at, tiers, period_type, agent_id)
        insert into agent_contract_events (merchant_id, contract_id, event, actor, tiers, period_type, at)
        select merchant_id, id, 'offered', offered_by, tiers, period_type, offered_at from made
        union all
        select merchant_id, id, 'accepted', 'member:' || agent_id, tiers, period_type, accepted_at from made`);
    }
    await tx.execute(sql`analyze agent_contracts`);
    return count?.n ?? 0;
  });
}
