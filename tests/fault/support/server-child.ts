import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../scripts/lib/free-port';

const root = resolve(import.meta.dirname, '../../..');
const TSX = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');

/** Where the child keeps its data: a PGlite directory or a PostgreSQL URL. */
export type DataTarget = { dataDir: string } | { databaseUrl: string };

export interface ServerChild {
  url: string;
  /** True until the process has exited. */
  alive(): boolean;
  /** SIGKILL to the whole process group: tsx and the node process it runs die at the same instant. */
  kill(): Promise<void>;
  /** SIGTERM to tsx (it relays it once to the server, which closes cleanly); SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
  /** The child's stderr and stdout, for failure messages. */
  output(): string;
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

function wrap(child: ChildProcess, url: string, output: () => string): ServerChild {
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let alive = true;
  void exited.then(() => (alive = false));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      // detached: true made the child a process-group leader, so -pid names tsx and its node child.
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      // already gone
    }
  };
  return {
    url,
    alive: () => alive,
    output,
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
        signalGroup('SIGKILL'); // in case tsx left its child behind
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
  const child = spawn(TSX, ['--tsconfig', 'tsconfig.node.json', 'src/server/server.ts'], {
    cwd: root,
    env: childEnv(target, port, extra),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return wrap(child, `http://127.0.0.1:${port}`, () => log);
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
