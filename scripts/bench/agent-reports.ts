import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client';
import { reportPeriod } from '../../src/server/modules/agent/team-service';
import { verifyLedger } from '../../src/server/modules/ledger/verifier';
import type { RunningApp } from './apps';
import { checkReportFigures } from './agent-check';
import { insertRounds, MONEY } from './agent-money';
import { insertTree, TREE } from './agent-tree';
import { signInHeaders } from './login';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The agent report cases' setup: builds the fixture (agent-tree.ts, agent-money.ts) in one
 * transaction on the app's database, proves it (the report figures against member_totals_apply on
 * a sample, then the whole ledger with verifyLedger), counts the team rollups, and prints how long each part took. Once per
 * app: the cases after the first find it built.
 */
export async function buildAgentTree(app: RunningApp): Promise<void> {
  if (!app.database) throw new Error('bench: the platform app has no database handle');
  const { db } = app.database;
  const [built] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from members where account = ${TREE.account}`));
  if ((built?.n ?? 0) > 0) return;
  console.log(`  building the agent fixture on ${app.database.driver}: ${TREE.players + TREE.subAgents * (1 + TREE.agentsPerSubAgent)} members below one agent, ${MONEY.rounds} rounds over ${MONEY.days} days…`);
  const started = performance.now();
  let phase = started;
  const lap = () => {
    const text = seconds(phase);
    phase = performance.now();
    return text;
  };
  await db.transaction(async (tx) => {
    // Reproducible: the same tree, rounds and amounts every run.
    await tx.execute(sql`select setseed(0.2026)`);
    const scope = await insertTree(tx);
    console.log(`    tree (members, member_tree by its trigger): ${lap()}`);
    const written = await insertRounds(tx, scope);
    console.log(`    rounds: ${written.transfers} ledger transfers, entries, balances and report figures: ${lap()}`);
    const month = reportPeriod({ preset: 'thisMonth' }, new Date(), scope.timeZone);
    const [inMonth] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tree_rounds where at >= ${month.from.toISOString()}`));
    console.log(`    this month in ${scope.timeZone} (since ${month.from.toISOString()}) holds ${inMonth?.n ?? 0} of the ${MONEY.rounds} rounds`);
    const compared = await checkReportFigures(tx, written);
    console.log(`    report figures of a sample equal member_totals_apply's (${compared} rows): ${lap()}`);
    // The team rollups the reports read, counted from those figures as a catch-up would after an upgrade.
    await tx.execute(sql`select team_totals_rebuild(${scope.merchantId}, ${scope.timeZone}, ${scope.currency})`);
    console.log(`    team rollups (team_totals_rebuild): ${lap()}`);
  });
  await db.execute(sql`analyze`);
  console.log(`    analyze: ${lap()}`);
  console.log(`  agent fixture built in ${seconds(started)}`);
  const ledger = await verifyLedger(db);
  if (!ledger.ok) throw new Error(`bench: the fixture's ledger does not balance: ${JSON.stringify(ledger.drift.slice(0, 5))}`);
  console.log(`  verifyLedger: ${ledger.transfers} transfers, ${ledger.entries} entries, ${ledger.accounts} accounts balance (${lap()})`);
}

/** The fixture's master agent, signed in. */
export const treeBossHeaders = (baseUrl: string) => signInHeaders(baseUrl, TREE.account, TREE.password);
