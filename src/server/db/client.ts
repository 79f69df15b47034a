import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type DbSchema = typeof schema;

/**
 * The database handle every repository receives. Both drivers (PGlite embedded, node-postgres
 * for a server) speak the same PostgreSQL dialect, so code is written once against the common
 * base class and never learns which driver is underneath.
 */
export type Db = PgDatabase<PgQueryResultHKT, DbSchema>;

/**
 * The rows of a raw `db.execute(sql...)`: both drivers answer { rows }, but the common base class
 * types the answer as unknown. The caller names the row shape its SQL selects.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as Row[];
  throw new Error('raw query answered without rows');
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when set, node-postgres is used instead of PGlite. */
  url?: string;
  /** Where PGlite keeps its files (ignored with `url` or `memory`). */
  dataDir?: string;
  /** PGlite in memory only: for tests. */
  memory?: boolean;
  /** Skip applying migrations (the caller applies them). */
  skipMigrations?: boolean;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    if (!options.skipMigrations) await migratePostgres(options.url);
    return openPostgres(options.url);
  }
  const database = await openPglite(options);
  if (!options.skipMigrations) {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return database;
}

/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 7_203_113;

/**
 * Applies the committed migrations (already applied ones are skipped). On a server, several
 * processes may start at once, so one connection takes an advisory lock around the migrator.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool discards the
  // client and opens a new one on demand, so a deliberate shutdown (57P01) is not even worth a line.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('database connection lost:', error.message);
  });
  const db = drizzlePg({ client: pool, schema });
  return { db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let client: PGlite;
  if (options.memory) {
    client = new PGlite();
  } else {
    const dataDir = options.dataDir ?? './data';
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  // close() checkpoints and flushes PGlite's files; skipping it can lose the last writes.
  return { db, driver: 'pglite', close: () => client.close() };
}
