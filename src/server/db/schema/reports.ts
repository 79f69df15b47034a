import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/** Minor units, summed: never anywhere near 2^53 for one member in one hour. */
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * Every member's money figures per UTC hour, the pre-aggregated source of the agent reports: kept
 * by the member_totals_from_ledger trigger (src/server/db/functions/member_totals_from_ledger.sql)
 * in the same transaction as each ledger transfer, so a figure can neither be counted twice nor
 * missed, and a reversal takes back what its transfer added. Team figures join the closure table
 * (member_tree) at read time, so moving a member moves its history with it. Hours, not days: every
 * time zone with whole-hour offsets turns its days into hour ranges.
 */
export const memberHourlyTotals = pgTable(
  'member_hourly_totals',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    /** The UTC hour the figures belong to (its first instant). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    deposits: total('deposits'),
    depositCount: count('deposit_count'),
    withdrawals: total('withdrawals'),
    withdrawalCount: count('withdrawal_count'),
    /** Stakes that stand: bets minus refunded (reversed) bets. The platform's valid bets (turnover). */
    bets: total('bets'),
    betCount: count('bet_count'),
    /** Bets refunded (reversed) by the vendor: bets + refunded_bets is every stake placed. */
    refundedBets: total('refunded_bets'),
    /** Wins and jackpot wins paid to the member. */
    wins: total('wins'),
    bonuses: total('bonuses'),
    rebates: total('rebates'),
    /** Operator adjustments, signed. */
    adjustments: total('adjustments'),
    /** Transfers between members' main wallets (to an upline, to a downline). */
    transfersIn: total('transfers_in'),
    transfersOut: total('transfers_out'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.currency, t.hour] }),
    index('member_hourly_totals_merchant_hour_idx').on(t.merchantId, t.hour),
  ],
);

/** A member's first deposit (kept by the same trigger): the agent reports' "first deposits". */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Merchants whose figures must be recomputed from the ledger once: migration 0019 marks those that
 * already had transfers; the routine file member_totals_from_ledger.sql rebuilds them and clears it.
 */
export const memberTotalsPending = pgTable('member_totals_pending', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
});
