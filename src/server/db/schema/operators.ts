import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OperatorRole, SessionStage } from '@shared/api/console';
import { members } from './members';
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
    role: text('role').$type<OperatorRole>().notNull().default('readonly'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The TOTP secret (base32, sealed under KEY_ENCRYPTION_SECRET); null until enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret handed out for enrolment, kept until a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is good once (no replay inside its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Failed sign-in steps (password or code) since the last success; at the limit the account locks. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [
    uniqueIndex('operators_merchant_username_idx').on(t.merchantId, t.username),
    check('operators_role_known', sql`${t.role} in ('admin', 'finance', 'support', 'content', 'readonly')`),
  ],
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
    /** How far the sign-in got: only a `full` session passes the operator API's gate. */
    stage: text('stage').$type<SessionStage>().notNull().default('full'),
    /** The last call of this session (the idle timeout counts from it). */
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [uniqueIndex('operator_sessions_token_hash_idx').on(t.tokenHash), check('operator_sessions_stage_known', sql`${t.stage} in ('enrol', 'verify', 'full')`)],
);

/** One-time recovery codes of an operator's second factor (SHA-256 only), each good once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('operator_recovery_codes_hash_idx').on(t.operatorId, t.codeHash)],
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
    /** The address the action came from (null for the command-line tool). */
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('operator_audit_merchant_idx').on(t.merchantId, t.id), index('operator_audit_target_idx').on(t.merchantId, t.targetType, t.targetId)],
);

/** Support's notes on a player, newest last; kept as written (append-only, like the audit log). */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** `operator:<id>` or `cli:<user>`. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.merchantId, t.memberId, t.id)],
);
