import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { VendorClient, type VendorReply, type VendorTransport } from '../../src/server/test/vendor-client';
import type { SeamlessLoad, SeamlessLoadResult } from './seamless';

/**
 * The vendor side of the seamless bench, in a worker thread (so it does not share the server's event
 * loop): one loop per connection, each playing rounds (a signed bet, then a signed win) for its own
 * player over keep-alive HTTP, as an outside vendor would. Warm-up first, then the measured window.
 */
const load = workerData as SeamlessLoad;

/**
 * node:http on kept-alive connections, one per loop: a lean client, as autocannon is for the other
 * cases (fetch costs this thread several times more per call, and it shares the machine's cores with
 * the server it measures).
 */
function keepAliveTransport(baseUrl: string, connections: number): VendorTransport {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return ({ url, headers, payload }) =>
    new Promise<VendorReply>((resolve, reject) => {
      const body = Buffer.from(payload);
      const request = http.request(new URL(url, baseUrl), { method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ statusCode: response.statusCode ?? 0, body: JSON.parse(text) as VendorReply['body'] });
          } catch {
            resolve({ statusCode: response.statusCode ?? 0, body: { success: false, message: text.slice(0, 300) } });
          }
        });
      });
      request.on('error', reject);
      request.end(body);
    });
}

const vendor = new VendorClient(load.vendorCode, load.secret, keepAliveTransport(load.baseUrl, load.connections));
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
