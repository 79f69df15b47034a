import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jackpots } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** The SQL of the merchant's jackpot pool (one row per merchant). */

export type JackpotRow = typeof jackpots.$inferSelect;

export async function findJackpot(db: Db, merchantId: number): Promise<JackpotRow | undefined> {
  const [row] = await db.select().from(jackpots).where(eq(jackpots.merchantId, merchantId));
  return row;
}

/** The pool, locked until the transaction ends so concurrent readers advance it once. */
export async function lockJackpot(tx: Tx, merchantId: number): Promise<JackpotRow | undefined> {
  const [row] = await tx.select().from(jackpots).where(eq(jackpots.merchantId, merchantId)).for('update');
  return row;
}

/** Creates the pool unless another reader just did. */
export async function insertJackpot(tx: Tx, row: typeof jackpots.$inferInsert): Promise<void> {
  await tx.insert(jackpots).values(row).onConflictDoNothing();
}

export async function updateJackpot(tx: Tx, merchantId: number, amount: number, nextStepAt: Date): Promise<void> {
  await tx.update(jackpots).set({ amount, nextStepAt, updatedAt: new Date() }).where(eq(jackpots.merchantId, merchantId));
}
