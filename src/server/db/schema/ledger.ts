import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * The double-entry ledger. Every movement of money is one transfer between two accounts, written
 * as two entries that sum to zero; transfers and entries are append-only (a trigger refuses
 * UPDATE and DELETE) and mistakes are corrected by reversing transfers. `balance` on the account
 * is the running sum of its entries, kept in the same transaction so reads are cheap; the
 * verifier proves the two never drift.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    /** Member that owns it; 0 for merchant-level accounts (NULLs would defeat the unique key). */
    ownerId: integer('owner_id').notNull().default(0),
    /** Sub-key, e.g. the vendor code of a transfer-mode vendor wallet; '' when none. */
    code: text('code').notNull().default(''),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Accounts that stand for money outside the platform may go negative; players' never. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.merchantId, t.kind, t.ownerId, t.code, t.currency),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request's content: a replay with other content is refused. */
    requestHash: text('request_hash').notNull(),
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    actor: text('actor').notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The transfer this one reverses; unique, so nothing is reversed twice. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_idx').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('ledger_transfers_reverses_idx').on(t.reversesId),
    index('ledger_transfers_reference_idx').on(t.merchantId, t.type, t.reference),
    // Real-time salary reads the play of a five-minute window (modules/contracts): bets, wins and
    // the reversals that refund them, by time.
    index('ledger_transfers_play_time_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`type in ('bet', 'win', 'jackpot_win', 'reversal')`),
    check('ledger_transfers_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Negative on the debited account, positive on the credited one. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_transfer_idx').on(t.transferId)],
);
