import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * PGlite runs no autovacuum daemon, so nothing there refreshes the planner's statistics. Without
 * them the planner guesses row counts, and a lookup can take the wrong index as tables grow (it once
 * answered a seamless transaction-id lookup by scanning every call of the vendor). On the embedded
 * database the server analyzes every table a minute after it starts and every ten minutes after
 * that; PostgreSQL servers do this themselves.
 */
export const UPKEEP_FIRST_MS = 60_000;
export const UPKEEP_EVERY_MS = 10 * 60_000;

export async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** Starts the schedule; the returned function stops it (and waits for a pass under way). */
export function scheduleAnalyze(
  db: Db,
  onError: (error: unknown) => void,
  timing: { firstMs: number; everyMs: number } = { firstMs: UPKEEP_FIRST_MS, everyMs: UPKEEP_EVERY_MS },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const pass = () => {
    running ??= analyzeTables(db)
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const first = setTimeout(() => {
    pass();
    interval = setInterval(pass, timing.everyMs);
    interval.unref();
  }, timing.firstMs);
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}
