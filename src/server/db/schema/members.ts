import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Players, trial accounts and agents. `type`: 0 member, 4 trial, 1/2/41/42 agent. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    account: text('account').notNull(),
    nickname: text('nickname').notNull().default(''),
    type: integer('type').notNull().default(0),
    /** scrypt hash in PHC-like form; see server/lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    affiliateCode: text('affiliate_code'),
    status: text('status').notNull().default('ACTIVE'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by support (the console): the next sign-in may only change the password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_account_idx').on(t.merchantId, t.account),
    // The key that rows of one merchant's member reference (memberOfMerchant): one check per row
    // proves both the member and that it is the merchant's.
    uniqueIndex('members_merchant_id_idx').on(t.merchantId, t.id),
    uniqueIndex('members_merchant_affiliate_idx').on(t.merchantId, t.affiliateCode),
    index('members_upline_idx').on(t.uplineId),
    // SMS sign-in, phone recovery and mobile registration look members up by number.
    index('members_merchant_mobile_idx').on(t.merchantId, t.mobileNum),
  ],
);

/**
 * The upline tree as a closure table: one row per (ancestor, descendant) pair at every distance,
 * including each member to itself at depth 0. "Is X in A's subtree" is one primary-key lookup and
 * "all of A's subtree" one index range, whatever the depth, for trees of 100,000 members and more.
 * Kept by the member_tree_maintain trigger (src/server/db/functions/member_tree_maintain.sql) on
 * every insert of a member and every change of an upline, in the same transaction; nothing else
 * writes it.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 0: the member itself; 1: a direct downline; n: n levels below. */
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.descendantId] }), index('member_tree_descendant_idx').on(t.descendantId, t.depth)],
);
