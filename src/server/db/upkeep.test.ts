import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './client';
import { seedDatabase } from './seed/index';
import { analyzeTables, scheduleAnalyze } from './upkeep';

/** PGlite has no autovacuum: the server's own schedule gives the planner its statistics. */
describe('planner statistics on PGlite', () => {
  let database: Database;
  const reltuples = async (table: string) =>
    Number(rowsOf<{ reltuples: number }>(await database.db.execute(sql`select reltuples from pg_class where relname = ${table}`))[0]?.reltuples);

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDatabase(database.db);
  });
  afterAll(async () => database.close());

  it('analyzes the tables that need it on schedule, and stops when asked', async () => {
    // Never analyzed: the planner has no row count and guesses.
    expect(await reltuples('games')).toBe(-1);
    const errors: unknown[] = [];
    const stop = scheduleAnalyze(database.db, (error) => errors.push(error), { firstMs: 10, everyMs: 60_000 });
    await expect.poll(() => reltuples('games'), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await reltuples('members')).toBeGreaterThan(0);
    await stop();
    expect(errors).toEqual([]);
  });

  it('analyzes a table again once it has grown well past its statistics, and leaves the others alone', async () => {
    const { db } = database;
    await db.execute(sql`create table upkeep_probe (id int primary key, note text)`);
    await db.execute(sql`insert into upkeep_probe select g, repeat('x', 100) from generate_series(1, 500) g`);
    // Never analyzed and holding rows: analyzed (with whatever else the seed left unanalyzed).
    expect(await analyzeTables(db)).toContain('upkeep_probe');
    expect(await reltuples('upkeep_probe')).toBe(500);
    // Nothing grew since: nothing to do.
    expect(await analyzeTables(db)).toEqual([]);
    // A few more rows stay within what the planner already knows; ten times as many do not.
    await db.execute(sql`insert into upkeep_probe select g, repeat('x', 100) from generate_series(501, 520) g`);
    expect(await analyzeTables(db)).toEqual([]);
    await db.execute(sql`insert into upkeep_probe select g, repeat('x', 100) from generate_series(521, 5000) g`);
    expect(await analyzeTables(db)).toEqual(['upkeep_probe']);
    expect(await reltuples('upkeep_probe')).toBe(5000);
  });
});
