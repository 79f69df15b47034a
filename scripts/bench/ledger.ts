import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { members } from '../../src/server/db/schema/index';
import { DEMO_AGENT } from '../../src/server/db/seed/data/demo-accounts';
import { transfer } from '../../src/server/modules/ledger/service';
import { MerchantDirectory } from '../../src/server/modules/merchant/directory';
import { DownlineCache } from '../../src/server/modules/wallet-transfer/downline-cache';
import { transferToDownline } from '../../src/server/modules/wallet-transfer/service';
import { measure, type LoadOptions, type LoadResult } from './load';
import { demoAgentHeaders } from './login';

/**
 * Ledger throughput: agent → downline transfers through the HTTP API (unique Idempotency-Key per
 * request), and the same database work (the service call: downline check, then the ledger
 * transfer) in-process by as many concurrent workers. The ratio is what HTTP, sessions and
 * validation cost on top of the database.
 */
const DOWNLINE = 'downline1';

interface Parties {
  merchantId: number;
  agentId: number;
  agentType: number;
  downlineId: number;
}

async function parties(database: Database): Promise<Parties> {
  const find = async (account: string) => {
    const [row] = await database.db.select({ id: members.id, merchantId: members.merchantId, type: members.type }).from(members).where(eq(members.account, account));
    if (!row) throw new Error(`bench: no ${account}`);
    return row;
  };
  const agent = await find(DEMO_AGENT.account);
  return { merchantId: agent.merchantId, agentId: agent.id, agentType: agent.type, downlineId: (await find(DOWNLINE)).id };
}

/** Gives the agent enough to never run dry during the bench. */
async function fundAgent(database: Database, p: Parties): Promise<void> {
  await transfer(database.db, {
    merchantId: p.merchantId,
    idempotencyKey: `bench-fund-${randomUUID()}`,
    type: 'adjustment',
    reference: 'bench',
    actor: 'system',
    from: { kind: 'adjustment' },
    to: { kind: 'player_main', memberId: p.agentId },
    amount: 100_000_000_000,
    currency: 'THB',
  });
}

export async function ledgerThroughHttp(baseUrl: string, database: Database, load: LoadOptions): Promise<LoadResult> {
  await fundAgent(database, await parties(database));
  const headers = { ...(await demoAgentHeaders(baseUrl)), 'content-type': 'application/json', 'idempotency-key': 'bench-[<id>]' };
  const body = JSON.stringify({ account: DOWNLINE, amount: 1 });
  return measure(`${baseUrl}/wps/agent/transfer`, { ...load, headers, method: 'POST', body, idReplacement: true });
}

/** The same transfers in a loop, `concurrency` at a time, for the same duration. */
export async function ledgerDirect(database: Database, load: LoadOptions): Promise<LoadResult> {
  const p = await parties(database);
  // Funded here too: a case that measures only the direct ceiling must not time refused transfers.
  await fundAgent(database, p);
  const merchant = await new MerchantDirectory(database.db, undefined).resolve({ headerCode: undefined, host: 'localhost' });
  if (!merchant) throw new Error('bench: no merchant');
  const agent = { id: p.agentId, type: p.agentType };
  const downlines = new DownlineCache();
  const once = () => transferToDownline(database.db, merchant, agent, { account: DOWNLINE, amount: 1 }, `direct-${randomUUID()}`, downlines);
  const run = async (seconds: number, latencies: number[]) => {
    const stop = performance.now() + seconds * 1000;
    let errors = 0;
    const worker = async () => {
      while (performance.now() < stop) {
        const start = performance.now();
        await once().catch(() => (errors += 1));
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: load.connections }, worker));
    return errors;
  };
  await run(load.warmupSeconds, []);
  const latencies: number[] = [];
  const errors = await run(load.durationSeconds, latencies);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { requestsPerSecond: latencies.length / load.durationSeconds, p99Ms: Math.round(p99), errors, non2xx: 0 };
}
