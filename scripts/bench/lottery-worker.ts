import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { LotteryLoad, LotteryLoadResult } from './lottery';

/**
 * The players' side of the lottery bench, in a worker thread: one loop per connection, each placing
 * one-bet slips for its own player through the vendor's page API over keep-alive HTTP, as the pages
 * do. Warm-up first, then the measured window.
 */
const load = workerData as LotteryLoad;
const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections });

function post(path: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const request = http.request(new URL(path, load.baseUrl), { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

interface Tally {
  ms: number[];
  failures: number;
  firstFailure: string | undefined;
}

async function run(seconds: number): Promise<Tally> {
  const tally: Tally = { ms: [], failures: 0, firstFailure: undefined };
  const stop = performance.now() + seconds * 1000;
  const loop = async (index: number) => {
    const sid = load.sessions[index % load.sessions.length] ?? '';
    for (let n = 0; performance.now() < stop; n += 1) {
      const start = performance.now();
      const bet = { type: 'LO', numbers: [String((index * 7 + n) % 100).padStart(2, '0')], stake: 100 };
      const reply = await post('/lotto-vendor/api/slips', { sid, game: load.game, bets: [bet] }).catch((error: unknown) => ({ status: 0, text: String(error) }));
      tally.ms.push(performance.now() - start);
      if (reply.status !== 200) {
        tally.failures += 1;
        tally.firstFailure ??= `${reply.status} ${reply.text.slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, (_, index) => loop(index)));
  return tally;
}

if (load.warmupSeconds > 0) await run(load.warmupSeconds);
const measured = await run(load.durationSeconds);
measured.ms.sort((a, b) => a - b);
const result: LotteryLoadResult = {
  slipsPerSecond: (measured.ms.length - measured.failures) / load.durationSeconds,
  p99Ms: Math.round(measured.ms[Math.min(measured.ms.length - 1, Math.floor(measured.ms.length * 0.99))] ?? 0),
  failures: measured.failures,
  firstFailure: measured.firstFailure,
};
parentPort?.postMessage(result);
