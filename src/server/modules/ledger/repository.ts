import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';

/** A transaction handle or the database: repository calls run inside the service's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface AccountKey {
  merchantId: number;
  kind: string;
  ownerId: number;
  code: string;
  currency: string;
  allowNegative: boolean;
}

export type TransferRow = typeof ledgerTransfers.$inferSelect;

/** The account's natural key (merchant, kind, owner, code, currency) as a condition. */
function sameAccount(key: Omit<AccountKey, 'allowNegative'>) {
  return and(
    eq(ledgerAccounts.merchantId, key.merchantId),
    eq(ledgerAccounts.kind, key.kind),
    eq(ledgerAccounts.ownerId, key.ownerId),
    eq(ledgerAccounts.code, key.code),
    eq(ledgerAccounts.currency, key.currency),
  );
}

/** Opens the account if it does not exist yet and returns its id. */
export async function ensureAccount(tx: Tx, key: AccountKey): Promise<number> {
  const inserted = await tx.insert(ledgerAccounts).values(key).onConflictDoNothing().returning({ id: ledgerAccounts.id });
  if (inserted[0]) return inserted[0].id;
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(sameAccount(key));
  if (!row) throw new Error('ledger account vanished after insert conflict');
  return row.id;
}

export async function findAccountBalance(tx: Tx, key: Omit<AccountKey, 'allowNegative'>): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sameAccount(key));
  return row?.balance;
}

/**
 * Claims the idempotency key by inserting the transfer row. Returns undefined when the key is
 * taken; on PostgreSQL a concurrent holder of the same key makes this wait for its commit.
 */
export async function insertTransfer(tx: Tx, row: typeof ledgerTransfers.$inferInsert): Promise<TransferRow | undefined> {
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values(row)
    .onConflictDoNothing({ target: [ledgerTransfers.merchantId, ledgerTransfers.idempotencyKey] })
    .returning();
  return inserted;
}

export async function findTransferByKey(tx: Tx, merchantId: number, key: string): Promise<TransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.idempotencyKey, key)));
  return row;
}

export async function findTransferById(tx: Tx, merchantId: number, id: number): Promise<TransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.id, id)));
  return row;
}

/**
 * Adds `delta` to an account's balance and returns the new balance, or undefined when that would
 * take an account that may not go negative below zero. The row lock taken by UPDATE serialises
 * concurrent movements on the account; the condition is re-checked after waiting for it.
 */
export async function applyDelta(tx: Tx, accountId: number, delta: number): Promise<number | undefined> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`(${ledgerAccounts.allowNegative} OR ${ledgerAccounts.balance} + ${delta} >= 0)`,
      ),
    )
    .returning({ balance: ledgerAccounts.balance });
  return row?.balance;
}

export async function insertEntries(tx: Tx, rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
  await tx.insert(ledgerEntries).values(rows);
}

export async function entryBalancesOf(tx: Tx, transferId: number): Promise<{ accountId: number; balanceAfter: number }[]> {
  return tx
    .select({ accountId: ledgerEntries.accountId, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId));
}
