import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { migrate, MIGRATIONS_FOLDER, type MigrationSession } from './migrate';

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
  /** PGlite with `memory`: start from this dumped data directory (`dumpDataDir`), not an empty one. */
  loadDataDir?: Blob;
  /** Skip applying migrations (the caller applies them). */
  skipMigrations?: boolean;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    if (!options.skipMigrations) await migratePostgres(options.url);
    return openPostgres(options.url);
  }
  const { database, client } = await openPglite(options);
  if (!options.skipMigrations) {
    try {
      await migrate(pgliteSession(client));
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/** The migration runner over PGlite's one connection. */
export function pgliteSession(client: PGlite): MigrationSession {
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (script) => {
      await client.exec(script);
    },
    migrateVersioned: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/** The migration runner over one node-postgres connection (it holds the advisory lock). */
export function postgresSession(client: pg.Client): MigrationSession {
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
    exec: async (script) => {
      await client.query(script);
    },
    migrateVersioned: () => migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/** Applies the pending migrations and changed routines on a server, on a connection of its own. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(postgresSession(client));
  } finally {
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

async function openPglite(options: OpenDatabaseOptions): Promise<{ database: Database; client: PGlite }> {
  let client: PGlite;
  if (options.memory) {
    client = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    const dataDir = options.dataDir ?? './data';
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  // close() checkpoints and flushes PGlite's files; skipping it can lose the last writes.
  return { database: { db, driver: 'pglite', close: () => client.close() }, client };
}
