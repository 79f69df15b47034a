import type { Db } from '../client';

/** The seed runs on the app's database handle (PGlite or node-postgres) and inside one transaction. */
export type SeedDb = Db;
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `insert` over `rows` in batches, so a large seed is a few statements rather than hundreds. */
export async function inBatches<T>(rows: readonly T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}
