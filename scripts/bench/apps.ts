import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { fastifyTrustProxy, loadConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed/index';
import { analyzeTables } from '../../src/server/db/upkeep';
import { openTestDatabase } from '../../src/server/test/database';

export interface RunningApp {
  url: string;
  /** The platform app itself, for cases that drive an in-house vendor in-process. */
  app?: FastifyInstance;
  /** The platform's database handle, for cases that also work in-process. */
  database?: Database;
  close(): Promise<void>;
}

/**
 * The platform in a process of its own, as `npm start` serves it, for the browser cases: a server
 * that shares this process's event loop answers late whenever the bench itself works (Lighthouse
 * reads its trace and computes its audits here), and Lighthouse's simulation adds the response
 * times it saw to every request of the page it models.
 */
export async function startPlatformProcess(port: number): Promise<RunningApp> {
  const script = path.join(import.meta.dirname, 'platform-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length).trim());
    });
    void exited.then(() => reject(new Error(`bench: the platform process stopped before it listened (exit ${child.exitCode})`)));
  });
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The Fastify options the platform app uses (src/server/app.ts), minus logging, for a fair baseline. */
function baseOptions(config: ServerConfig): FastifyServerOptions {
  return {
    logger: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  };
}

export function benchConfig(port: number): ServerConfig {
  // No contract settlement schedule: the agent settlement case settles its periods itself, one at a
  // time; no lottery draw clock either: the lottery case settles its draw itself.
  // WEB_DIST passes through, so the browser cases measure the build the bench was pointed at.
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', CONTRACT_SETTLEMENT: 'off', LOTTO_DRAWS: 'off', WEB_DIST: process.env.WEB_DIST };
  return { ...loadConfig(env), host: '127.0.0.1', port };
}

/**
 * The real app: fresh file-backed PGlite (or, with `postgres`, a fresh database on the server that
 * TEST_DATABASE_URL names, dropped on close), migrations, seed, every plugin, listening on `port`.
 */
export async function startPlatform(port: number, driver: 'pglite' | 'postgres' = 'pglite'): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
  const config = { ...benchConfig(port), dataDir };
  const database = driver === 'postgres' ? await openTestDatabase('postgres') : await openDatabase({ dataDir });
  await seedDatabase(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: config.host });
  return {
    url: `http://${config.host}:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded database's upkeep pass (src/server/db/upkeep.ts) run now, so that the server's own
 * timer finds nothing to analyze when it next fires: after a case that grew the tables by a million
 * rows, that pass blocks this process's main thread for seconds, and the next case (the other
 * engine's included) would pay for it in its measured window.
 */
export async function upkeepNow(app: RunningApp): Promise<void> {
  if (app.database?.driver === 'pglite') await analyzeTables(app.database.db);
}

/** A bare Fastify app with the same options and one trivial JSON route. */
export async function startBare(port: number): Promise<RunningApp> {
  const config = benchConfig(port);
  const app = Fastify(baseOptions(config));
  app.get('/bare', async () => ({ success: true, value: { status: 0 } }));
  await app.listen({ port, host: config.host });
  return { url: `http://${config.host}:${port}`, close: () => app.close() };
}
