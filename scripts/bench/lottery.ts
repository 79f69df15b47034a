import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { commitmentOf, drawResult } from '../../src/shared/lotto/draw';
import { gameOf } from '../../src/shared/lotto/games';
import { rowsOf } from '../../src/server/db/client';
import { members } from '../../src/server/db/schema/index';
import * as lotto from '../../src/server/vendors/lotto/repository';
import { settleDraw, type SettleTimings } from '../../src/server/vendors/lotto/settle-service';
import type { RunningApp } from './apps';
import type { LotteryCase } from './cases';
import type { LoadOptions } from './load';
import { fundedBenchPlayers, seamlessRounds } from './seamless';
import { judged, type Row } from './table';
import { runTsWorker } from './ts-worker';

/**
 * The lottery (src/server/vendors/lotto):
 * - slips placed per second through its page API (one bet each: the vendor's bookkeeping plus a
 *   signed seamless bet) at 32 connections from a worker thread, with p99, over the seamless calls
 *   per second measured in the same run on the same database;
 * - the time to settle one drawn draw holding 1,000,000 bets (100 lô bets on each of 10,000
 *   players' slips, written set-based), through the vendor's own settlement: payouts computed,
 *   kept, and paid as winBatch calls over HTTP.
 */

export interface LotteryLoad {
  baseUrl: string;
  sessions: string[];
  game: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LotteryLoadResult {
  slipsPerSecond: number;
  p99Ms: number;
  failures: number;
  firstFailure: string | undefined;
}

const GAME = 'VN_NORTH';

async function sessionsOf(platform: RunningApp, count: number): Promise<string[]> {
  if (!platform.database) throw new Error('bench: the platform app has no database handle');
  const { merchant, players } = await fundedBenchPlayers(platform.database, count, 'TCG_LOTTO_VN');
  const sessions: string[] = [];
  for (const player of players) {
    const query = new URLSearchParams({ token: player.token, merchant: merchant.code, lang: 'EN', game: GAME });
    const response = await fetch(`${platform.url}/lotto-vendor/TCG_LOTTO_VN/play?${query.toString()}`, { redirect: 'manual' });
    const sid = new URL(response.headers.get('location') ?? '/', platform.url).searchParams.get('sid');
    if (!sid) throw new Error(`bench: the lottery launch answered ${response.status}`);
    sessions.push(sid);
  }
  return sessions;
}

function slipLoad(data: LotteryLoad): Promise<LotteryLoadResult> {
  return runTsWorker<LotteryLoadResult>(new URL('./lottery-worker.ts', import.meta.url), data, 'lottery load');
}

async function betRows(c: LotteryCase, platform: RunningApp, on: string, load: LoadOptions): Promise<Row[]> {
  if (!platform.database) throw new Error('bench: the platform app has no database handle');
  process.stdout.write(`measuring lottery slips through HTTP on ${on} (${c.connections} connections, ${load.durationSeconds} s)…\n`);
  const sessions = await sessionsOf(platform, c.connections);
  const slips = await slipLoad({ baseUrl: platform.url, sessions, game: GAME, connections: c.connections, durationSeconds: load.durationSeconds, warmupSeconds: load.warmupSeconds });
  if (slips.firstFailure) console.warn(`warning: lottery slips: ${slips.failures} failed, the first: ${slips.firstFailure}`);
  process.stdout.write(`measuring seamless calls/s on ${on} for the lottery's ratio (${c.connections} connections, ${load.durationSeconds} s)…\n`);
  const seamless = await seamlessRounds(platform.url, platform.database, { ...load, connections: c.connections });
  const ratio = slips.slipsPerSecond / seamless.callsPerSecond;
  const clean = slips.failures === 0;
  return [
    judged(`lottery slips placed through HTTP (1 bet each, 32 connections), ${on}`, `${Math.round(slips.slipsPerSecond)} slips/s, p99 ${slips.p99Ms} ms${clean ? '' : ` (${slips.failures} failed)`}`, '', true),
    judged(`lottery slips/s / seamless calls/s, ${on}`, `${ratio.toFixed(2)} (${Math.round(slips.slipsPerSecond)} / ${Math.round(seamless.callsPerSecond)})`, `≥ ${c.minBetRatio}`, ratio >= c.minBetRatio && clean),
  ];
}

/** A drawn VN North draw with `bets` lô bets, 100 to a slip and a player, written set-based. */
async function millionBetDraw(platform: RunningApp, bets: number): Promise<{ draw: lotto.DrawRow; currency: string }> {
  const database = platform.database;
  if (!database) throw new Error('bench: the platform app has no database handle');
  const { db } = database;
  const players = Math.ceil(bets / 100);
  const { merchant, currency } = await fundedBenchPlayers(database, 1, 'TCG_LOTTO_VN');
  const run = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let i = 0; i < players; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, players - i) }, (_, k) => ({ merchantId: merchant.id, account: `lotto${run}${i + k}`, nickname: 'Bench', passwordHash: 'bench-no-login' }));
    ids.push(...(await db.insert(members).values(rows).returning({ id: members.id })).map((r) => r.id));
  }
  const seed = randomBytes(32).toString('hex');
  const drawKey = `${GAME}:bench-${run}`;
  const now = new Date();
  const draw = await lotto.ensureDraw(db, { merchantCode: merchant.code, gameCode: GAME, drawKey, opensAt: now, closesAt: now, drawsAt: now, seed, commitment: commitmentOf(seed) });
  await lotto.markDrawn(db, draw.id, drawResult(gameOf(GAME), seed, drawKey), now);
  const idList = `{${ids.join(',')}}`;
  await db.execute(sql`insert into lotto_slips (id, merchant_code, vendor_code, draw_id, session_id, player_id, currency, total, status, created_at)
    select ${`B${run}-`} || p.ord, ${merchant.code}, 'TCG_LOTTO_VN', ${draw.id}, 'bench', p.id::text, ${currency}, 10000, 'open', now()
    from unnest(${idList}::int[]) with ordinality as p(id, ord)`);
  await db.execute(sql`insert into lotto_bets (slip_id, draw_id, player_id, bet, stake)
    select ${`B${run}-`} || (g / 100 + 1), ${draw.id}, (${idList}::int[])[g / 100 + 1]::text,
      jsonb_build_object('type', 'LO', 'numbers', jsonb_build_array(lpad((g % 100)::text, 2, '0')), 'stake', 100), 100
    from generate_series(0, ${bets - 1}) as g`);
  const stored = await lotto.drawById(db, draw.id);
  if (!stored) throw new Error('bench: the draw vanished');
  return { draw: stored, currency };
}

async function settleRows(c: LotteryCase, platform: RunningApp, on: string): Promise<Row[]> {
  const vendor = platform.app?.lottoVendor;
  if (!vendor) throw new Error('bench: the lottery vendor is not mounted');
  process.stdout.write(`writing a drawn draw with ${c.settleBets.toLocaleString('en')} bets on ${on}…\n`);
  const { draw, currency } = await millionBetDraw(platform, c.settleBets);
  process.stdout.write(`settling it on ${on}…\n`);
  const started = performance.now();
  const timings: SettleTimings = {};
  const settled = await settleDraw(vendor.context, draw, currency, timings);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  pending slips ${timings.pending ?? '-'} ms, payouts computed and kept ${timings.payouts ?? '-'} ms (bets read ${timings.read ?? '-'}, computed ${timings.compute ?? '-'}, written ${timings.write ?? '-'}), wins paid ${timings.paid ?? '-'} ms`);
  if (!settled && platform.database) {
    const left = rowsOf<{ error: string; n: number }>(await platform.database.db.execute(sql`select coalesce(last_error, '(no answer)') as "error", count(*)::int as "n" from lotto_payouts where draw_id = ${draw.id} and paid_at is null group by 1`));
    console.warn(`warning: the draw is not settled; unpaid wins by last error: ${JSON.stringify(left)}`);
  }
  return [judged(`lottery draw of ${c.settleBets.toLocaleString('en')} bets settled (${Math.ceil(c.settleBets / 100).toLocaleString('en')} wins paid), ${on}`, `${seconds.toFixed(1)} s${settled ? '' : ' (not all paid)'}`, `≤ ${c.maxSettleSeconds} s`, settled && seconds <= c.maxSettleSeconds)];
}

export async function runLotteryCase(c: LotteryCase, platform: RunningApp, on: string, load: LoadOptions): Promise<Row[]> {
  return [...(await betRows(c, platform, on, load)), ...(await settleRows(c, platform, on))];
}

