import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase, type SeedReport } from './db/seed/index';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  seed: SeedReport;
  close(): Promise<void>;
}

/** The address people type: a wildcard or loopback bind is reachable as localhost. */
function publicUrl(config: ServerConfig): string {
  const local = ['localhost', '0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host);
  const host = local ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * Fastify binds 'localhost' to what the resolver returns, and /etc/hosts often lists only
 * 127.0.0.1; Chromium tries ::1 for localhost too, so also answer there when we can. If ::1 is
 * already bound (by Fastify) or IPv6 is off, this quietly does nothing.
 */
async function alsoListenOnIpv6Loopback(app: FastifyInstance, config: ServerConfig): Promise<Server | undefined> {
  if (config.host !== 'localhost') return undefined;
  const server = createServer((request, response) => app.server.emit('request', request, response));
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(config.port, '::1', () => resolve(server));
  });
}

/** Opens the database (migrations applied), seeds it (idempotent), builds the app and listens. */
export async function startServer(config: ServerConfig = loadConfig()): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The demo accounts get the cost the server hashes with (cheap under NODE_ENV=test, as every new password there).
    // With the demo team and its history (written once, on the first start over a database) unless DEMO_TEAM=off.
    const seed = await seedDatabase(database.db, { passwordCost: config.accounts.passwordCost, demoTeam: config.demoTeam });
    const app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    const ipv6 = await alsoListenOnIpv6Loopback(app, config);
    // Order matters: stop taking requests and finish in-flight ones, then close the database
    // (PGlite flushes its files on close, so nothing written is lost).
    const close = async () => {
      ipv6?.close();
      ipv6?.closeIdleConnections();
      await app.close();
      await database.close();
    };
    return { app, url: publicUrl(config), seed, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** SIGINT/SIGTERM close cleanly once; a second signal forces the exit. */
export function closeOnSignals(server: RunningServer): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startServer();
  closeOnSignals(server);
  server.app.log.info(`listening on ${server.url}`);
}
