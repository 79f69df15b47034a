import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApprovalKind, ApprovalStatus } from '@shared/api/approvals';
import { merchants } from './merchants';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money actions waiting for a second operator (maker-checker). The action's input is kept as filed;
 * approving runs it once (the row is locked and moves out of PENDING in the same transaction).
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    targetId: text('target_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The actor who filed it (`operator:<id>` or `cli:<user>`). */
    maker: text('maker').notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('PENDING'),
    checker: text('checker'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('money_approvals_status_idx').on(t.merchantId, t.status, t.id),
    // One open approval per withdrawal: paying it twice files nothing new.
    uniqueIndex('money_approvals_open_withdrawal_idx').on(t.merchantId, t.targetId).where(sql`${t.status} = 'PENDING' and ${t.kind} = 'withdrawal.pay'`),
    check('money_approvals_status_known', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('money_approvals_maker_checker', sql`${t.checker} is null or ${t.checker} <> ${t.maker}`),
  ],
);
