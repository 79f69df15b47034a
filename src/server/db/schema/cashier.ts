import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { members } from './members';
import { at, merchantId } from './columns';


/** How a merchant's players may deposit, with limits in minor units. */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    kind: text('kind').$type<'MANUAL_BANK' | 'DEMO_GATEWAY'>().notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('deposit_methods_code_idx').on(t.merchantId, t.code)],
);

/** A player's deposit. Money moves only in the ledger; this row records the order's state. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    methodCode: text('method_code').notNull(),
    kind: text('kind').$type<'MANUAL_BANK' | 'DEMO_GATEWAY'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED'>().notNull().default('PENDING'),
    /** Unguessable reference the payment page and the gateway use (a capability, 128+ bits). */
    reference: text('reference').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [uniqueIndex('deposit_orders_reference_idx').on(t.reference), index('deposit_orders_member_idx').on(t.merchantId, t.memberId, t.id)],
);

/** Per-merchant webhook secrets of payment gateways, made on first use and kept. */
export const gatewaySecrets = pgTable(
  'gateway_secrets',
  { merchantId: merchantId(), gateway: text('gateway').notNull(), secret: text('secret').notNull(), createdAt: at('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.merchantId, t.gateway] })],
);

/** Webhook notifications already handled, by the gateway's transaction id: replays answer the first result. */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id').notNull(),
    bodyHash: text('body_hash').notNull(),
    result: jsonb('result'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_notifications_txn_idx').on(t.merchantId, t.gateway, t.transactionId)],
);

/** Where a player's withdrawals are paid. Removed ones stay (withdrawals point at them), marked deleted. */
export const payees = pgTable(
  'payees',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('payees_member_idx').on(t.merchantId, t.memberId)],
);

/** A withdrawal request. Its funds sit in the member's withdrawal_hold account until paid or released. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => payees.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'PENDING' | 'PAID' | 'REJECTED'>().notNull().default('PENDING'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    /** The player's answer after payment (spec section 4); null = not yet (auto-received after the configured minutes). */
    confirmation: text('confirmation').$type<'RECEIVED' | 'NOT_RECEIVED' | 'FULLY_RECEIVED'>(),
    confirmationRemark: text('confirmation_remark'),
    confirmedAt: at('confirmed_at'),
    /** The client's Idempotency-Key: a retried request returns this withdrawal instead of holding again. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.merchantId, t.memberId, t.id),
    uniqueIndex('withdrawals_client_key_idx').on(t.merchantId, t.memberId, t.clientKey),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Proof images of a 'not received' confirmation (png or jpg by content, at most 3 of 5 MB). */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    mime: text('mime').$type<'image/png' | 'image/jpeg'>().notNull(),
    content: bytea('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawal_proofs_withdrawal_idx').on(t.merchantId, t.withdrawalId)],
);
