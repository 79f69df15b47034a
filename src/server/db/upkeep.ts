import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

/**
 * PGlite runs no autovacuum daemon, so nothing there refreshes the planner's statistics. Without
 * them the planner guesses row counts, and a lookup can take the wrong index as tables grow (it once
 * answered a seamless transaction-id lookup by scanning every call of the vendor). The routines'
 * plans are kept per connection (PGlite has one) from the statistics of their first runs, and only
 * an analyze of their tables makes them plan again: plans made while a table was small stay, seq
 * scans and all, as it grows. So on the embedded database the server looks every minute, from a
 * minute after it starts, for tables that grew well past what their last analyze saw (or were never
 * analyzed), analyzes those, and vacuums the one queue that churns. PostgreSQL servers do this
 * themselves.
 */
export const UPKEEP_FIRST_MS = 60_000;
export const UPKEEP_EVERY_MS = 60_000;

/** Grown past their statistics: never analyzed but holding pages, or over 1.2 times (and 8 pages more than) the pages last counted. */
async function grownTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (pg_relation_size(c.oid) / current_setting('block_size')::int) > case when c.reltuples < 0 then 0 else greatest(c.relpages * 1.2, c.relpages + 8) end
      order by c.relname`),
  );
  return rows.map((r) => r.name);
}

/** One upkeep pass: the grown tables analyzed (their names answered), the churning queue vacuumed. */
export async function analyzeTables(db: Db): Promise<string[]> {
  const grown = await grownTables(db);
  // Names from the catalog, quoted as identifiers: never text from outside.
  for (const name of grown) await db.execute(sql`analyze ${sql.identifier(name)}`);
  // The team rollups' marks are inserted and deleted by the thousand, and each catch-up with work
  // makes and drops its temporary tables (team_totals_catch_up.sql): without a vacuum the dead rows
  // of the queue and of the catalogs those tables pass through would pile up.
  await db.execute(sql`vacuum team_totals_dirty, pg_catalog.pg_class, pg_catalog.pg_attribute, pg_catalog.pg_type, pg_catalog.pg_depend`);
  return grown;
}

/**
 * Runs a pass after firstMs and then every everyMs, never two at once (a pass still running when
 * the next is due is not doubled). The returned function stops it and waits for a pass under way.
 */
export function scheduleEvery(pass: () => Promise<unknown>, onError: (error: unknown) => void, timing: { firstMs: number; everyMs: number }): () => Promise<void> {
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const run = () => {
    running ??= pass()
      .then(() => undefined)
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, timing.everyMs);
    interval.unref();
  }, timing.firstMs);
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}

/** Starts the analyze schedule; the returned function stops it (and waits for a pass under way). */
export function scheduleAnalyze(
  db: Db,
  onError: (error: unknown) => void,
  timing: { firstMs: number; everyMs: number } = { firstMs: UPKEEP_FIRST_MS, everyMs: UPKEEP_EVERY_MS },
): () => Promise<void> {
  return scheduleEvery(() => analyzeTables(db), onError, timing);
}

/**
 * How often the server brings the agent reports' team rollups up to date (team_totals_catch_up.sql). A
 * report catches up by itself before it reads; the schedule keeps what it finds to do small.
 */
export const TEAM_TOTALS_EVERY_MS = 5_000;
