import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Back-office staff. Separate from members on purpose: a player token can never act as staff. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    /** scrypt hash; see server/lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'admin' | 'cashier'>().notNull().default('cashier'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_merchant_username_idx').on(t.merchantId, t.username)],
);

/** Operator sessions: like member sessions, only the SHA-256 of the bearer token is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('operator_sessions_token_hash_idx').on(t.tokenHash)],
);

/**
 * Every operator action: who, what, when, on what, and the state before and after. Written in the
 * same transaction as the action, so an action without its audit row cannot exist.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    /** Null for actions of the command-line tool run on the server itself. */
    operatorId: integer('operator_id').references(() => operators.id),
    /** `operator:<id>` or `cli:<os user>`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('operator_audit_merchant_idx').on(t.merchantId, t.id), index('operator_audit_target_idx').on(t.merchantId, t.targetType, t.targetId)],
);
