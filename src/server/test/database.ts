import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteSession, type Database } from '../db/client';
import { migrate, MIGRATIONS_FOLDER, ROUTINES_FOLDER } from '../db/migrate';

export type TestDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database that nothing else uses, cloned from a template that is migrated once
 * per schema version rather than once per test file:
 * - PGlite: a new in-memory instance loaded from a dumped data directory (initdb and the
 *   migrations cost about 3 s a database; loading the dump about 0.6 s).
 * - PostgreSQL: `CREATE DATABASE ... TEMPLATE` (a file copy on the server) per call, not a schema
 *   (the generated migrations name "public" in their foreign keys), dropped again by close(), so
 *   test files can run in parallel against one server.
 * Templates are named by a fingerprint of the migrations and routine files, so a changed schema
 * makes a new template and a stale one is never used.
 */
export async function openTestDatabase(driver: TestDriver): Promise<Database> {
  if (driver === 'pglite') return openDatabase({ memory: true, loadDataDir: await pgliteTemplate(), skipMigrations: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const url = await createMigratedDatabase(adminUrl, name);
  const database = await openDatabase({ url, skipMigrations: true });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A new database on the server, cloned from the migrated template; answers its URL. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string> {
  const template = await postgresTemplate(adminUrl);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return databaseUrl(adminUrl, name);
}

/** Builds the templates of every configured driver; Vitest's global set-up calls it once a run. */
export async function prepareTestTemplates(): Promise<void> {
  await pgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL);
}

/** One statement on the server as its admin (CREATE / DROP DATABASE), on its own connection. */
export async function adminQuery(url: string, statement: string, params?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A template unused for this long belongs to a schema version nobody tests any more. */
const STALE_MS = 6 * 60 * 60 * 1000;

let fingerprint: string | undefined;

/** sha256 over every migration and routine file (names and contents): the schema version. */
export function schemaFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const folder of [MIGRATIONS_FOLDER, ROUTINES_FOLDER]) {
    for (const file of listFiles(folder)) hash.update(relative(folder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(folder, entry.name)) : [join(folder, entry.name)]))
    .sort();
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data directory as a tarball, made once per schema version on this machine. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= loadOrMakePgliteDump().catch((error: unknown) => {
    pgliteDump = undefined;
    throw error;
  });
  return pgliteDump;
}

async function loadOrMakePgliteDump(): Promise<Blob> {
  const folder = join(tmpdir(), 'platform-test-templates');
  const file = join(folder, `pglite-${schemaFingerprint()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet on this machine: make it below.
  }
  const client = new PGlite();
  let dump: Blob;
  try {
    await client.waitReady;
    await migrate(pgliteSession(client));
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  mkdirSync(folder, { recursive: true });
  removeStaleFiles(folder, file);
  // Written aside and renamed: a second process never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function removeStaleFiles(folder: string, keep: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (path !== keep && Date.now() - statSync(path).atimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/** The name of the migrated template database on this server, made once per schema version. */
function postgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = findOrMakePostgresTemplate(adminUrl).catch((error: unknown) => {
      postgresTemplates.delete(adminUrl);
      throw error;
    });
    postgresTemplates.set(adminUrl, template);
  }
  return template;
}

async function findOrMakePostgresTemplate(adminUrl: string): Promise<string> {
  const template = `test_template_${schemaFingerprint()}`;
  const exists = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount) {
    await adminQuery(adminUrl, `COMMENT ON DATABASE "${template}" IS '${Date.now()}'`);
    return template;
  }
  // Migrated under another name and renamed when complete: a concurrent run never clones half a
  // template, and of two runs that build at once, the second to finish drops its own copy.
  const building = `test_building_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${building}"`);
  try {
    const database = await openDatabase({ url: databaseUrl(adminUrl, building) });
    await database.close();
    await adminQuery(adminUrl, `ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    if ((error as { code?: string }).code !== '42P04') throw error;
    return template;
  }
  await adminQuery(adminUrl, `COMMENT ON DATABASE "${template}" IS '${Date.now()}'`);
  await adminQuery(adminUrl, `ALTER DATABASE "${template}" WITH IS_TEMPLATE true`);
  await dropStaleTemplates(adminUrl, template);
  return template;
}

/** Templates of other schema versions that no run has used for a while (their comment is the last use). */
async function dropStaleTemplates(adminUrl: string, keep: string): Promise<void> {
  const rows = await adminQuery(
    adminUrl,
    `select d.datname as name, shobj_description(d.oid, 'pg_database') as used from pg_database d where d.datname like 'test\\_template\\_%' and d.datname <> $1`,
    [keep],
  );
  for (const row of rows.rows as { name: string; used: string | null }[]) {
    if (Date.now() - Number(row.used ?? 0) < STALE_MS) continue;
    await adminQuery(adminUrl, `ALTER DATABASE "${row.name}" WITH IS_TEMPLATE false`).catch(() => undefined);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${row.name}" WITH (FORCE)`).catch(() => undefined);
  }
}
