import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';

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

export async function findAccountBalance(tx: Tx, key: Omit<AccountKey, 'allowNegative'>): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sameAccount(key));
  return row?.balance;
}

/**
 * The balance under a row lock held to the end of the caller's transaction, so an amount read here
 * (e.g. a whole pool) can still be moved; undefined when the account was never opened.
 */
export async function lockAccountBalance(tx: Tx, key: Omit<AccountKey, 'allowNegative'>): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sameAccount(key))
    // NO KEY UPDATE, as the ledger's functions lock accounts (db/functions/ledger_post_transfer.sql):
    // it does not wait for the key-share locks that concurrent transfers and entries take on the row.
    .for('no key update');
  return row?.balance;
}

/** An account's key as a transfer side (for reversals, which move between the original's accounts). */
export async function findAccountById(tx: Tx, id: number): Promise<Omit<AccountKey, 'merchantId' | 'currency'> | undefined> {
  const [row] = await tx
    .select({ kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId, code: ledgerAccounts.code, allowNegative: ledgerAccounts.allowNegative })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row;
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

export interface PostInput {
  merchantId: number;
  idempotencyKey: string;
  requestHash: string;
  type: string;
  reference: string;
  actor: string;
  debit: Omit<AccountKey, 'merchantId' | 'currency'>;
  credit: Omit<AccountKey, 'merchantId' | 'currency'>;
  amount: number;
  currency: string;
  reversesId?: number | undefined;
  /** When it happened: history imports only (TransferRequest.at); absent, the database clock. */
  at?: Date | undefined;
}

export interface PostOutcome {
  status: 'posted' | 'replay' | 'insufficient' | 'same_account' | 'already_reversed';
  transferId: number | null;
  requestHash: string | null;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  currency: string;
  debitBalance: number | null;
  creditBalance: number | null;
  createdAt: Date | null;
}

export interface PostRow {
  status: PostOutcome['status'];
  transfer_id: string | number | null;
  request_hash: string | null;
  debit_account_id: number;
  credit_account_id: number;
  amount: string | number;
  currency: string;
  debit_balance: string | number | null;
  credit_balance: string | number | null;
  created_at: string | Date | null;
}

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/**
 * One transfer in one statement (db/functions/ledger_post_transfer.sql): opens both accounts, locks
 * them in id order, claims the key, moves both balances and writes both entries, atomically.
 */
const callArgs = (input: PostInput) => {
  const { debit, credit } = input;
  return sql`${input.merchantId}::integer, ${input.idempotencyKey}::text, ${input.requestHash}::text, ${input.type}::text, ${input.reference}::text, ${input.actor}::text,
    ${debit.kind}::text, ${debit.ownerId}::integer, ${debit.code}::text, ${debit.allowNegative}::boolean,
    ${credit.kind}::text, ${credit.ownerId}::integer, ${credit.code}::text, ${credit.allowNegative}::boolean,
    ${input.amount}::bigint, ${input.currency}::text, ${input.reversesId ?? null}::bigint, ${input.at?.toISOString() ?? null}::timestamptz`;
};

export function outcomeOf(row: PostRow): PostOutcome {
  return {
    status: row.status,
    transferId: num(row.transfer_id),
    requestHash: row.request_hash,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: Number(row.amount),
    currency: row.currency,
    debitBalance: num(row.debit_balance),
    creditBalance: num(row.credit_balance),
    createdAt: row.created_at === null ? null : new Date(row.created_at),
  };
}

/**
 * One transfer in one statement (db/functions/ledger_post_transfer.sql): opens both accounts, locks
 * them in id order, claims the key, moves both balances and writes both entries, atomically.
 */
export async function postTransfer(tx: Tx, input: PostInput): Promise<PostOutcome> {
  const [row] = rowsOf<PostRow>(await tx.execute(sql`select * from ledger_post_transfer(${callArgs(input)})`));
  if (!row) throw new Error('ledger_post_transfer returned no row');
  return outcomeOf(row);
}

/**
 * Several transfers in one statement, applied in the given order (each call sees the ones before
 * it) and committed together; outcomes in the same order. Any error fails them all.
 */
export async function postTransfers(tx: Tx, inputs: readonly PostInput[]): Promise<PostOutcome[]> {
  const rows = rowsOf<PostRow & { ord: number }>(await tx.execute(sql`select * from (${postTransfersQuery(inputs)}) t order by ord`));
  if (rows.length !== inputs.length) throw new Error('ledger_post_transfer returned the wrong number of rows');
  return rows.map(outcomeOf);
}

/**
 * The query behind postTransfers, for a caller's statement that posts transfers and records them
 * in the same statement (as a CTE): one row per transfer, `ord` its index, columns as PostRow.
 * UNION ALL branches run one after another, so each transfer sees the ones before it.
 */
export function postTransfersQuery(inputs: readonly PostInput[]): SQL {
  if (inputs.length === 0) throw new Error('postTransfersQuery needs a transfer');
  const calls = inputs.map((input, index) => sql`select ${index}::integer as ord, r.* from ledger_post_transfer(${callArgs(input)}) r`);
  return sql.join(calls, sql` union all `);
}

/** The transfers of one business object (type and reference), oldest first. */
export async function findTransfersByReference(tx: Tx, merchantId: number, type: string, reference: string): Promise<TransferRow[]> {
  return tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.type, type), eq(ledgerTransfers.reference, reference)))
    .orderBy(ledgerTransfers.id);
}
