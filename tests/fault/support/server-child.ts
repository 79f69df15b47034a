import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../scripts/lib/free-port';

const root = resolve(import.meta.dirname, '../../..');

/** Where the child keeps its data: a PGlite directory or a PostgreSQL URL. */
export type DataTarget = { dataDir: string } | { databaseUrl: string };

export interface ServerChild {
  url: string;
  /** True until the process has exited. */
  alive(): boolean;
  /** SIGKILL to the whole process group: the server and anything it started die at the same instant. */
  kill(): Promise<void>;
  /** SIGTERM to the server (it closes cleanly); SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
  /** The child's stderr and stdout, for failure messages (the last 20,000 characters). */
  output(): string;
  /** How many times `text` occurred in everything the child wrote so far (not only the kept output). */
  count(text: string): number;
}

const HEALTH_TIMEOUT_MS = 90_000;

function childEnv(target: DataTarget, port: number, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if ('dataDir' in target) env.DATA_DIR = target.dataDir;
  else env.DATABASE_URL = target.databaseUrl;
  return env;
}

function wrap(child: ChildProcess, url: string, output: () => string, count: (text: string) => number): ServerChild {
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let alive = true;
  void exited.then(() => (alive = false));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      // detached: true made the child a process-group leader, so -pid names it and anything it started.
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      // already gone
    }
  };
  return {
    url,
    alive: () => alive,
    output,
    count,
    async kill() {
      if (!alive) return;
      signalGroup('SIGKILL');
      await exited;
    },
    async stop(graceMs = 30_000) {
      if (!alive) return exited;
      child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(graceMs).then(() => 'timeout' as const)]);
      if (code !== 'timeout') {
        signalGroup('SIGKILL'); // in case anything it started outlived it
        return code;
      }
      signalGroup('SIGKILL');
      await exited;
      throw new Error(`server did not stop within ${graceMs} ms\n${output()}`);
    },
  };
}

async function healthy(server: ServerChild): Promise<boolean> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!server.alive()) return false;
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`server not healthy within ${HEALTH_TIMEOUT_MS} ms\n${server.output()}`);
}

async function spawnOnce(target: DataTarget, extra: NodeJS.ProcessEnv): Promise<ServerChild> {
  // A random start keeps parallel suites apart; a lost race for the port is retried by the caller.
  const port = await freePort(randomInt(20_000, 60_000));
  // Node with tsx's loader, not the tsx command: that one relays a SIGTERM only if the server
  // acknowledges it within 30 ms, else kills it (exit 143), which a loaded machine makes happen.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...childEnv(target, port, extra), TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const lines: string[] = [];
  // Whole lines of each stream, counted as they come: a chunk may end mid-line, and the kept log forgets its start.
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log = (log + text).slice(-20_000);
      const parts = (partial + text).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const count = (text: string) => lines.filter((line) => line.includes(text)).length;
  return wrap(child, `http://127.0.0.1:${port}`, () => log, count);
}

/**
 * Starts src/server/server.ts on a free port and waits for /healthz; retries when the port was taken
 * meanwhile. `env` adds to the child's environment (e.g. CONTRACT_SETTLEMENT=on).
 */
export async function startServerChild(target: DataTarget, started: ServerChild[], env: NodeJS.ProcessEnv = {}): Promise<ServerChild> {
  for (let attempt = 1; ; attempt += 1) {
    const server = await spawnOnce(target, env);
    started.push(server);
    if (await healthy(server)) return server;
    await server.kill();
    if (attempt >= 3 || !/EADDRINUSE/u.test(server.output())) {
      throw new Error(`server exited before it was healthy\n${server.output()}`);
    }
  }
}
