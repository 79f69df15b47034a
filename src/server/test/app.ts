import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/client';
import { seedDatabase, type SeedReport } from '../db/seed/index';
import { openTestDatabase, type TestDriver } from './database';

export interface TestAppOptions {
  driver?: TestDriver;
  /** Settings over the test defaults (no proxy trust, no web build, development mode). */
  config?: Partial<ServerConfig>;
  /** false: migrations only, no seed. */
  seed?: boolean;
  /** Registers extra (test-only) routes or hooks before the app is made ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  seed: SeedReport | undefined;
  close(): Promise<void>;
}

/**
 * The whole app over a fresh database (in-memory PGlite by default) with migrations and the demo
 * seed, for `app.inject()` tests. Call close() in afterAll: it closes the app, then the database.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(options.driver ?? 'pglite');
  try {
    const seed = options.seed === false ? undefined : await seedDatabase(database.db, { passwordCost: 'test' });
    const config: ServerConfig = {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDist: '/nonexistent-web-dist',
      ...options.config,
    };
    const app = await buildApp({ config, database, logger: false });
    await options.extend?.(app);
    await app.ready();
    return {
      app,
      database,
      seed,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Changes the merchant configuration through the dev route, as end-to-end tests do. */
export async function patchMerchantConfig(app: FastifyInstance, patch: object, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'PATCH', url: '/dev/merchant/config', payload: patch, headers });
  if (response.statusCode !== 200) throw new Error(`config patch failed: ${response.statusCode} ${response.body}`);
}
