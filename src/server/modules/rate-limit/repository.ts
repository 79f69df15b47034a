import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from '../../db/schema/index';

/** Adds one to the counter of `key` in the window starting at `windowStart`; answers the new count. */
export async function bumpCounter(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  return row?.count ?? 1;
}

export async function deleteCountersBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
}
