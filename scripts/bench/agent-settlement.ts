import { sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriodType } from '../../src/shared/api/contracts';
import { rowsOf, type Db } from '../../src/server/db/client';
import { zoneOfConfig } from '../../src/server/modules/contracts/config';
import { contractPeriodContaining, type ContractPeriod } from '../../src/server/modules/contracts/periods';
import { settlePeriod } from '../../src/server/modules/contracts/settlement-service';
import type { Merchant } from '../../src/server/modules/merchant/directory';
import { listMerchants } from '../../src/server/modules/merchant/repository';
import { giveTreeContracts } from './agent-contracts';
import { buildAgentTree } from './agent-reports';
import type { RunningApp } from './apps';
import type { SettlementCase } from './cases';
import { judged, type Row } from './table';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Timed {
  seconds: number;
  contracts: number;
  total: number;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One period settled the way the schedule settles it, timed; a period found settled already is an error (the fixture is fresh). */
async function timedRun(db: Db, merchant: Merchant, kind: ContractKind, periodType: ContractPeriodType, period: ContractPeriod): Promise<Timed> {
  const started = performance.now();
  const outcome = await settlePeriod(db, merchant, kind, periodType, period, { actor: 'cli:bench' });
  const seconds = (performance.now() - started) / 1000;
  if (outcome.status !== 'settled') throw new Error(`bench: ${kind} ${period.start.toISOString()} was settled before the case`);
  return { seconds, contracts: outcome.contracts, total: outcome.total };
}

/** What the runs paid moved through the ledger, and nobody's wallet went below zero. */
async function checkPaid(db: Db): Promise<void> {
  const [check] = rowsOf<{ settled: string; moved: string; negative: number }>(
    await db.execute(sql`select (select coalesce(sum(paid), 0) from contract_settlements where kind in ('dailyWage', 'realtimeSalary'))::text as settled,
      (select coalesce(sum(amount), 0) from ledger_transfers where type in ('daily_wage', 'realtime_salary'))::text as moved,
      (select count(*) from ledger_accounts where not allow_negative and balance < 0)::int as negative`),
  );
  if (!check || check.settled !== check.moved || check.negative > 0) throw new Error(`bench: the settlements do not match the ledger: ${JSON.stringify(check)}`);
}

/**
 * The agent settlement case: on the agent report fixture (100,000 members, 1,000,000 rounds) with
 * every agent holding a daily-wage and a real-time salary contract (agent-contracts.ts), settles
 * `runs` days of daily wages (oldest first, the last closed days) and `runs` five-minute periods of
 * real-time salary (an hour ago) through settlePeriod, one at a time, as the schedule would. The
 * app runs with its own schedule off (apps.ts), so nothing else settles them.
 */
export async function runAgentSettlementCase(c: SettlementCase, app: RunningApp, on: string): Promise<Row[]> {
  if (!app.database) throw new Error('bench: the platform app has no database handle');
  const { db } = app.database;
  await buildAgentTree(app);
  const agents = await giveTreeContracts(db);
  const merchant = (await listMerchants(db))[0];
  if (!merchant) throw new Error('bench: no merchant');
  const zone = zoneOfConfig(merchant.config);
  const now = Date.now();

  process.stdout.write(`measuring ${c.name} on ${on}: ${c.runs} daily-wage runs and ${c.runs} real-time runs over ${agents.toLocaleString('en-US')} contracts each…\n`);
  const daily: Timed[] = [];
  for (let back = c.runs; back >= 1; back -= 1) {
    const run = await timedRun(db, merchant, 'dailyWage', 'daily', contractPeriodContaining('daily', new Date(now - back * DAY), zone));
    console.log(`  daily wages: ${run.contracts} settlements, ${run.total} paid, in ${run.seconds.toFixed(2)} s`);
    daily.push(run);
  }
  const realtime: Timed[] = [];
  for (let back = c.runs; back >= 1; back -= 1) {
    const run = await timedRun(db, merchant, 'realtimeSalary', 'fiveMinutes', contractPeriodContaining('fiveMinutes', new Date(now - 60 * MINUTE - back * 5 * MINUTE), zone));
    console.log(`  real-time salary: ${run.contracts} settlements, ${run.total} paid, in ${run.seconds.toFixed(2)} s`);
    realtime.push(run);
  }
  await checkPaid(db);

  const dailySeconds = median(daily.map((r) => r.seconds));
  const perSecond = median(daily.map((r) => r.contracts / r.seconds));
  const worstRealtime = Math.max(...realtime.map((r) => r.seconds));
  const share = worstRealtime / 300;
  return [
    judged(
      `${c.name}: one day's daily wages (${agents.toLocaleString('en-US')} contracts), ${on}`,
      `${dailySeconds.toFixed(2)} s per run (median of ${c.runs}, worst ${Math.max(...daily.map((r) => r.seconds)).toFixed(2)} s), ${Math.round(perSecond)} settlements/s`,
      `≤ ${c.maxDailySeconds} s`,
      Math.max(...daily.map((r) => r.seconds)) <= c.maxDailySeconds,
    ),
    judged(
      `${c.name}: a real-time salary run / its 300 s period, ${on}`,
      `${(share * 100).toFixed(2)} % (worst of ${c.runs}: ${worstRealtime.toFixed(2)} s; median ${median(realtime.map((r) => r.seconds)).toFixed(2)} s)`,
      `≤ ${c.maxRealtimeShare * 100} %`,
      share <= c.maxRealtimeShare,
    ),
  ];
}
