import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSession, postgresSession } from './client';
import { loadRoutines, migrate, MIGRATIONS_FOLDER, ROUTINES_FOLDER, type MigrationSession } from './migrate';
import { adminQuery, createMigratedDatabase, pgliteTemplate, testDrivers, type TestDriver } from '../test/database';

/**
 * Routines whose definition in force differs from what the versioned migrations alone leave (new,
 * changed, or dropped for a new parameter list, in their file since the runner took them over after
 * migration 0017). An upgraded database must show exactly these as changed, and a fresh one must
 * match it to the letter.
 */
const CHANGED_SINCE_0017: string[] = [
  // Its old parameter list is dropped and the new one (p_at, for history imports) created.
  'function ledger_post_transfer(p_merchant_id integer, p_key text, p_hash text, p_type text, p_reference text, p_actor text, p_debit_kind text, p_debit_owner integer, p_debit_code text, p_debit_negative boolean, p_credit_kind text, p_credit_owner integer, p_credit_code text, p_credit_negative boolean, p_amount bigint, p_currency text, p_reverses_id bigint)',
  'function ledger_post_transfer(p_merchant_id integer, p_key text, p_hash text, p_type text, p_reference text, p_actor text, p_debit_kind text, p_debit_owner integer, p_debit_code text, p_debit_negative boolean, p_credit_kind text, p_credit_owner integer, p_credit_code text, p_credit_negative boolean, p_amount bigint, p_currency text, p_reverses_id bigint, p_at timestamp with time zone)',
  // Issue 21: the lottery's slip writes, a group in one statement.
  'function lotto_slip_writes(p_slips jsonb, p_accepts jsonb, p_now timestamp with time zone)',
  'function member_active_pairs(p_members integer[])',
  'function member_totals_add(p_type text, p_side text, p_member integer, p_merchant integer, p_currency text, p_at timestamp with time zone, p_amount bigint, p_sign integer)',
  'function member_totals_apply(p ledger_transfers)',
  'function member_totals_from_ledger()',
  'function member_totals_rebuild(p_merchant integer)',
  'function member_tree_maintain()',
  // Issue 21: a bet may name its round's game (gameNodeId).
  'function seamless_money_call(p jsonb, p_share_key text, OUT call_status text, OUT call_answer jsonb, OUT call_share bigint, OUT settle_account integer, OUT settle_transfer bigint, OUT settle_amount bigint)',
  // Migration 0021: the agent reports' team rollups.
  'function team_totals_catch_up()',
  'function team_totals_lock()',
  'function team_totals_mark(p_member integer, p_at timestamp with time zone)',
  'function team_totals_rebuild(p_merchant integer, p_time_zone text, p_currency text)',
  'function team_totals_recompute()',
  'function team_totals_shift(p_root integer, p_sign integer)',
  'function team_totals_spread()',
  // Migration 0022: the agent contracts' history is append-only (ledger_append_only.sql).
  'trigger agent_contract_events_append_only on agent_contract_events',
  'trigger agent_contract_events_no_truncate on agent_contract_events',
  'trigger ledger_transfers_member_totals on ledger_transfers',
  // Migration 0033: support's notes on players are append-only (ledger_append_only.sql).
  'trigger member_notes_append_only on member_notes',
  'trigger members_tree_insert on members',
  'trigger members_tree_move on members',
];

/** A bare database of either engine and a runner session over one connection to it. */
interface Bare {
  session: MigrationSession;
  /** Applies the versioned migrations only, as the runner before routine files did. */
  migrateVersionedOnly(): Promise<void>;
  close(): Promise<void>;
}

/** migrated: a clone of the test template (migrated by this runner), else an empty database. */
async function bareDatabase(driver: TestDriver, migrated: boolean): Promise<Bare> {
  if (driver === 'pglite') {
    const client = new PGlite({ loadDataDir: migrated ? await pgliteTemplate() : undefined });
    await client.waitReady;
    const db = drizzlePglite({ client });
    return {
      session: pgliteSession(client),
      migrateVersionedOnly: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `test_${randomBytes(6).toString('hex')}`;
  let url = new URL(adminUrl);
  if (migrated) {
    url = new URL(await createMigratedDatabase(adminUrl, name));
  } else {
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    url.pathname = `/${name}`;
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    session: postgresSession(client),
    migrateVersionedOnly: () => migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Every routine of the public schema as the database prints it: functions, triggers, views. */
async function routineDefinitions(session: MigrationSession): Promise<Record<string, string>> {
  const rows = await session.query<{ name: string; def: string }>(`
    select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all
    select 'trigger ' || t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'view ' || viewname, pg_get_viewdef(format('%I.%I', schemaname, viewname)::regclass) from pg_views where schemaname = 'public'
    order by 1`);
  return Object.fromEntries(rows.map((row) => [row.name, row.def]));
}

const changedNames = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]).sort();

describe('routine files', () => {
  const routines = loadRoutines();

  it('each file defines the routine it is named after and starts with a header saying what it guarantees and who calls it', () => {
    expect(routines.length).toBeGreaterThan(0);
    for (const routine of routines) {
      expect(routine.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(routine.sql).toMatch(new RegExp(`^CREATE OR REPLACE (FUNCTION|VIEW) ${routine.name}\\b`, 'm'));
      const header = routine.sql.slice(0, routine.sql.search(/^CREATE /m));
      expect(header, routine.name).toMatch(new RegExp(`^-- ${routine.name}: `));
      expect(header, routine.name).toContain('Guarantees:');
      expect(header, routine.name).toContain('Called by:');
    }
  });
});

describe.each(testDrivers())('the migration runner on %s', (driver) => {
  const opened: Bare[] = [];
  const open = async (migrated = false) => {
    const bare = await bareDatabase(driver, migrated);
    opened.push(bare);
    return bare;
  };
  afterAll(async () => {
    await Promise.all(opened.map((bare) => bare.close()));
  });

  it('upgrades a database made by the previous runner to exactly what a fresh database gets', async () => {
    const fresh = await open();
    const first = await migrate(fresh.session);
    expect(first.applied).toEqual(loadRoutines().map((routine) => routine.name));
    const wanted = await routineDefinitions(fresh.session);

    const old = await open();
    await old.migrateVersionedOnly();
    const before = await routineDefinitions(old.session);
    await migrate(old.session);
    const after = await routineDefinitions(old.session);

    expect(after).toEqual(wanted);
    expect(changedNames(before, after)).toEqual(CHANGED_SINCE_0017);
    // Every function, trigger and view in force has its file (a trigger lives in its function's file).
    const files = loadRoutines().map((routine) => routine.name);
    for (const name of Object.keys(after)) {
      const routine = /^(?:function|view) (\w+)/.exec(name)?.[1];
      if (routine) expect(files, name).toContain(routine);
    }
    for (const name of Object.keys(after).filter((key) => key.startsWith('trigger '))) {
      const files = loadRoutines().filter((routine) => routine.sql.includes(`TRIGGER ${name.split(' ')[1]} `));
      expect(files.map((routine) => routine.name), name).toHaveLength(1);
    }
  });

  it('applies nothing when no file changed, re-creates only a changed one, and forgets a removed one', async () => {
    const bare = await open(true);
    expect(await migrate(bare.session)).toEqual({ applied: [], forgotten: [] });

    const folder = mkdtempSync(join(tmpdir(), 'routines-'));
    try {
      cpSync(ROUTINES_FOLDER, folder, { recursive: true });
      const file = join(folder, 'seamless_balance.sql');
      writeFileSync(file, readFileSync(file, 'utf8').replace('RETURN coalesce(v_balance, 0);', 'RETURN coalesce(v_balance, 0) + 0;'));
      rmSync(join(folder, 'seamless_post.sql'));
      const report = await migrate(bare.session, loadRoutines(folder));
      expect(report).toEqual({ applied: ['seamless_balance'], forgotten: ['seamless_post'] });
      const defs = await routineDefinitions(bare.session);
      expect(Object.entries(defs).find(([name]) => name.startsWith('function seamless_balance('))?.[1]).toContain('coalesce(v_balance, 0) + 0');
      // Windows line endings are the same file.
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
      expect(await migrate(bare.session, loadRoutines(folder))).toEqual({ applied: [], forgotten: [] });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a broken routine by its file name and leaves every routine and hash as they were', async () => {
    const bare = await open(true);
    const before = await routineDefinitions(bare.session);
    const hashes = await bare.session.query('select name, hash from schema_routines order by name');
    const folder = mkdtempSync(join(tmpdir(), 'routines-'));
    try {
      cpSync(ROUTINES_FOLDER, folder, { recursive: true });
      // A changed routine that applies, then one that cannot (a return type CREATE OR REPLACE may not change).
      const balance = join(folder, 'seamless_balance.sql');
      writeFileSync(balance, readFileSync(balance, 'utf8').replace('RETURN coalesce(v_balance, 0);', 'RETURN coalesce(v_balance, 0) + 0;'));
      const post = join(folder, 'seamless_post.sql');
      writeFileSync(post, readFileSync(post, 'utf8').replace('OUT credit_balance bigint)', 'OUT credit_balance integer)'));
      await expect(migrate(bare.session, loadRoutines(folder))).rejects.toThrow(/routine seamless_post\.sql failed/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await routineDefinitions(bare.session)).toEqual(before);
    expect(await bare.session.query('select name, hash from schema_routines order by name')).toEqual(hashes);
    // The lock was released: the next run goes through.
    expect(await migrate(bare.session)).toEqual({ applied: [], forgotten: [] });
  });
});
