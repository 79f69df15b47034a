import { and, eq } from 'drizzle-orm';
import { gameRounds, seamlessTransactions } from '../../db/schema/index';
import type { Tx } from '../ledger/repository';

/** Callback records (one per vendor transaction id) and the game rounds they add up to. */

export type TransactionRow = typeof seamlessTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

/**
 * Takes the transaction id, or answers undefined when it is already taken. A concurrent claim of
 * the same id waits for the first to commit (then sees it) or roll back (then takes it).
 */
export async function claimTransaction(tx: Tx, row: typeof seamlessTransactions.$inferInsert): Promise<TransactionRow | undefined> {
  const [inserted] = await tx.insert(seamlessTransactions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findTransaction(
  tx: Tx,
  key: { merchantId: number; vendorCode: string; transactionId: string },
  lock = false,
): Promise<TransactionRow | undefined> {
  const query = tx
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.merchantId, key.merchantId),
        eq(seamlessTransactions.vendorCode, key.vendorCode),
        eq(seamlessTransactions.transactionId, key.transactionId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setTransactionResult(tx: Tx, merchantId: number, id: number, response: unknown, transferId: number | null): Promise<void> {
  await tx
    .update(seamlessTransactions)
    .set({ response, transferId })
    .where(and(eq(seamlessTransactions.merchantId, merchantId), eq(seamlessTransactions.id, id)));
}

export async function markRefunded(tx: Tx, merchantId: number, id: number, refundTransactionId: string): Promise<void> {
  await tx
    .update(seamlessTransactions)
    .set({ refundedBy: refundTransactionId })
    .where(and(eq(seamlessTransactions.merchantId, merchantId), eq(seamlessTransactions.id, id)));
}

export interface RoundKey {
  merchantId: number;
  vendorCode: string;
  roundId: string;
}

/** The round under a row lock: bets, wins and refunds of one round run one at a time. */
export async function lockRound(tx: Tx, key: RoundKey): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, key.merchantId), eq(gameRounds.vendorCode, key.vendorCode), eq(gameRounds.roundId, key.roundId)))
    .for('update');
  return row;
}

export type RoundChanges = Partial<Pick<RoundRow, 'totalBet' | 'totalWin' | 'totalRefunded' | 'status' | 'closedAt'>>;

export async function updateRound(tx: Tx, merchantId: number, id: number, changes: RoundChanges): Promise<void> {
  await tx
    .update(gameRounds)
    .set(changes)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.id, id)));
}
