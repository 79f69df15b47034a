import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { fetchTransport, VendorClient, type VendorReply } from '../../src/server/test/vendor-client';
import type { SeamlessLoad, SeamlessLoadResult } from './seamless';

/**
 * The vendor side of the seamless bench, in a worker thread (so it does not share the server's event
 * loop): one loop per connection, each playing rounds (a signed bet, then a signed win) for its own
 * player over keep-alive HTTP, as an outside vendor would. Warm-up first, then the measured window.
 */
const load = workerData as SeamlessLoad;
const vendor = new VendorClient(load.vendorCode, load.secret, fetchTransport(load.baseUrl));
/** Round and transaction ids unique to this run (a database may see more than one). */
const runId = randomUUID().slice(0, 8);

interface Tally {
  rounds: number;
  callMs: number[];
  roundMs: number[];
  failures: number;
  firstFailure: string | undefined;
}

async function timed(call: () => Promise<VendorReply>, tally: Tally): Promise<{ ms: number; ok: boolean }> {
  const start = performance.now();
  const reply = await call().catch((error: unknown) => ({ statusCode: 0, body: { success: false, message: String(error) } }));
  const ms = performance.now() - start;
  tally.callMs.push(ms);
  const ok = reply.statusCode === 200 && reply.body.success;
  if (!ok) {
    tally.failures += 1;
    tally.firstFailure ??= `${reply.statusCode} ${JSON.stringify(reply.body).slice(0, 300)}`;
  }
  return { ms, ok };
}

async function play(seconds: number, phase: string): Promise<Tally> {
  const tally: Tally = { rounds: 0, callMs: [], roundMs: [], failures: 0, firstFailure: undefined };
  const stop = performance.now() + seconds * 1000;
  const connection = async (index: number) => {
    const player = load.players[index % load.players.length];
    if (!player) throw new Error('bench: no player');
    for (let n = 0; performance.now() < stop; n += 1) {
      const roundId = `${runId}-${phase}-${index}-${n}`;
      const base = { playerId: player.playerId, roundId, currency: load.currency };
      const bet = await timed(() => vendor.call('bet', { ...base, token: player.token, transactionId: `${roundId}-b`, amount: load.stake }), tally);
      const win = await timed(() => vendor.call('win', { ...base, transactionId: `${roundId}-w`, amount: load.win }), tally);
      if (bet.ok && win.ok) {
        tally.rounds += 1;
        tally.roundMs.push(bet.ms + win.ms);
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, (_, index) => connection(index)));
  return tally;
}

const p99 = (values: number[]) => {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;
};

if (load.warmupSeconds > 0) await play(load.warmupSeconds, 'warm');
const measured = await play(load.durationSeconds, 'run');
const result: SeamlessLoadResult = {
  roundsPerSecond: measured.rounds / load.durationSeconds,
  callsPerSecond: measured.callMs.length / load.durationSeconds,
  callP99Ms: Math.round(p99(measured.callMs)),
  roundP99Ms: Math.round(p99(measured.roundMs)),
  failures: measured.failures,
  firstFailure: measured.firstFailure,
};
parentPort?.postMessage(result);
