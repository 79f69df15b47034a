import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './client';
import { seedDatabase } from './seed/index';
import { scheduleAnalyze } from './upkeep';

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

  it('analyzes every table on schedule, and stops when asked', async () => {
    // Never analyzed: the planner has no row count and guesses.
    expect(await reltuples('games')).toBe(-1);
    const errors: unknown[] = [];
    const stop = scheduleAnalyze(database.db, (error) => errors.push(error), { firstMs: 10, everyMs: 60_000 });
    await expect.poll(() => reltuples('games'), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await reltuples('members')).toBeGreaterThan(0);
    await stop();
    expect(errors).toEqual([]);
  });
});
