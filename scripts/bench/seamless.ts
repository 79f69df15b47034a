import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { games, members, merchants } from '../../src/server/db/schema/index';
import { transfer } from '../../src/server/modules/ledger/service';
import { issueLaunchToken } from '../../src/server/modules/seamless/launch-service';
import { configureVendor } from '../../src/server/test/vendor-client';
import type { LoadOptions } from './load';
import { runTsWorker } from './ts-worker';

/**
 * Seamless-wallet rounds per second: bench players (one per connection, so no player row is shared;
 * the vendor's settlement account and the jackpot pool are shared, as in production), each funded
 * and holding a live launch token, play rounds of one signed bet and one signed win through
 * /wps/seamless over HTTP from a worker thread.
 */
const VENDOR = 'BENCHV';
const SECRET = 'bench-vendor-secret-0123456789';
const STAKE = 100;
/** Every win pays, so each round is two ledger transfers (plus the stake's jackpot share). */
const WIN = 95;

export interface SeamlessLoad {
  baseUrl: string;
  vendorCode: string;
  secret: string;
  currency: string;
  players: { playerId: string; token: string }[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  stake: number;
  win: number;
}

export interface SeamlessLoadResult {
  roundsPerSecond: number;
  callsPerSecond: number;
  /** Of single calls (bet or win): what a vendor's timeout sees. */
  callP99Ms: number;
  /** Of a whole round (bet latency + win latency). */
  roundP99Ms: number;
  failures: number;
  firstFailure: string | undefined;
}

export interface BenchPlayers {
  merchant: { id: number; code: string };
  currency: string;
  players: { playerId: string; token: string }[];
}

/** `count` new members, each funded and holding a live launch token of `vendorCode`. */
export async function fundedBenchPlayers(database: Database, count: number, vendorCode: string): Promise<BenchPlayers> {
  const { db } = database;
  const [merchant] = await db.select({ id: merchants.id, code: merchants.code, config: merchants.config }).from(merchants).orderBy(asc(merchants.id)).limit(1);
  if (!merchant) throw new Error('bench: no merchant');
  const currency = merchant.config.currency.code;
  const [game] = await db.select({ nodeId: games.nodeId }).from(games).where(eq(games.merchantId, merchant.id)).orderBy(asc(games.id)).limit(1);
  const run = randomUUID().slice(0, 8);
  const rows = Array.from({ length: count }, (_, i) => ({ merchantId: merchant.id, account: `bench${run}${i}`, nickname: `Bench ${i}`, passwordHash: 'bench-no-login' }));
  const inserted = await db.insert(members).values(rows).returning({ id: members.id });
  const players: BenchPlayers['players'] = [];
  for (const { id } of inserted) {
    await transfer(db, {
      merchantId: merchant.id,
      idempotencyKey: `bench-seamless-fund-${run}-${id}`,
      type: 'adjustment',
      reference: 'bench',
      actor: 'system',
      from: { kind: 'adjustment' },
      to: { kind: 'player_main', memberId: id },
      amount: 10_000_000_000,
      currency,
    });
    const token = await issueLaunchToken(db, merchant, id, { nodeId: game?.nodeId ?? 'bench-game', vendorCode });
    players.push({ playerId: String(id), token });
  }
  return { merchant: { id: merchant.id, code: merchant.code }, currency, players };
}

/** A vendor configured as operators would, and `count` funded bench players with live game sessions. */
async function prepare(database: Database, count: number): Promise<{ currency: string; players: SeamlessLoad['players'] }> {
  const [merchant] = await database.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(1);
  if (!merchant) throw new Error('bench: no merchant');
  await configureVendor(database.db, merchant.id, { code: VENDOR, mode: 'seamless', secret: SECRET });
  const { currency, players } = await fundedBenchPlayers(database, count, VENDOR);
  return { currency, players };
}

export async function seamlessRounds(baseUrl: string, database: Database, load: LoadOptions): Promise<SeamlessLoadResult> {
  const { currency, players } = await prepare(database, load.connections);
  const data: SeamlessLoad = { baseUrl, vendorCode: VENDOR, secret: SECRET, currency, players, ...load, stake: STAKE, win: WIN };
  return runTsWorker<SeamlessLoadResult>(new URL('./seamless-worker.ts', import.meta.url), data, 'seamless load');
}
