import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/** Minor units, summed: never anywhere near 2^53 for one member in one hour. */
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** The money figures every report table holds, hourly and daily alike. */
const moneyColumns = () => ({
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
});

/**
 * Every member's money figures per UTC hour, the pre-aggregated source of the agent reports: kept
 * by the member_totals_from_ledger trigger (src/server/db/functions/member_totals_from_ledger.sql)
 * in the same transaction as each ledger transfer, so a figure can neither be counted twice nor
 * missed, and a reversal takes back what its transfer added. The team rollups below are counted
 * from them (team_totals_catch_up.sql). Hours, not days: every time zone with whole-hour offsets turns its
 * days into hour ranges, so a merchant's new zone is a recount, not a loss.
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
    ...moneyColumns(),
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

/**
 * The report figures a day holds, in the days of the merchant's zone: the columns shared by a
 * member's applied day (member_daily_totals) and a team's day (team_daily_totals).
 */
const dayFigures = () => ({
  currency: text('currency').notNull(),
  /** A calendar day of the merchant's zone (team_totals_zone.time_zone). */
  day: date('day', { mode: 'string' }).notNull(),
  ...moneyColumns(),
  /** 1 on the day of the member's first deposit ever (in this currency). */
  firstDeposits: count('first_deposits'),
  /** 1 on the day the member registered (in the merchant's currency). */
  registrations: count('registrations'),
});

/**
 * Members whose report figures changed since the team rollups last looked: one row per member side
 * of a ledger transfer and per registration, written by member_totals_apply and member_tree_maintain
 * in the transaction that makes the change (append-only, so no two writers wait on one row).
 * team_totals_catch_up deletes what it reads and recomputes those members' days from the hourly
 * totals (src/server/db/functions/team_totals_catch_up.sql and the team_totals_* files beside it).
 */
export const teamTotalsDirty = pgTable('team_totals_dirty', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  /** When the change happened: its day in the merchant's zone is the day to recompute. */
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * The zone and currency a merchant's rollups are counted in. A merchant without a row here, or
 * whose configured zone or currency differs, is rebuilt from the hourly totals at the next catch-up.
 */
export const teamTotalsZone = pgTable('team_totals_zone', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
});

/** A member (its own figures) or an ancestor (its subtree's): the key of a rollup row. */
const memberKey = (column: 'member_id' | 'ancestor_id') =>
  integer(column)
    .notNull()
    .references(() => members.id);

/** Figures per member or ancestor, currency and day. */
const perDay = (table: string, column: 'member_id' | 'ancestor_id') =>
  pgTable(table, { id: memberKey(column), ...dayFigures() }, (t) => [primaryKey({ columns: [t.id, t.currency, t.day] })]);

/** A main-wallet balance per member or ancestor and currency. */
const perCurrency = (table: string, column: 'member_id' | 'ancestor_id') =>
  pgTable(table, { id: memberKey(column), currency: text('currency').notNull(), balance: bigint('balance', { mode: 'number' }).notNull() }, (t) => [
    primaryKey({ columns: [t.id, t.currency] }),
  ]);

/**
 * A member's figures per day of the merchant's zone as the team rollups last counted them: what the
 * catch-up compares a recomputed day with, so it adds only the difference to the member's
 * ancestors, and what a move of the member takes from its old ancestors to its new ones.
 */
export const memberDailyTotals = perDay('member_daily_totals', 'member_id');

/** A member's main-wallet balance as the team rollups last counted it. */
export const memberAppliedBalances = perCurrency('member_applied_balances', 'member_id');

/**
 * A team's figures per day: the sum of member_daily_totals over the ancestor's subtree, the
 * ancestor itself included (depth 0), so a direct downline's statement line is its own rows and an
 * agent's overview is its rows minus its own member_daily_totals. A month reads about 30 rows.
 */
export const teamDailyTotals = perDay('team_daily_totals', 'ancestor_id');

/**
 * Active members (a standing bet that day) of a team, counted so that any range of days answers
 * without a pass over the members: for each member's active day, the member's previous active day
 * (-infinity for its first). The members active in [from, to] are those with a row whose day is in
 * the range and whose previous active day is before it: exactly one such row per active member.
 */
export const teamDailyActive = pgTable(
  'team_daily_active',
  {
    ancestorId: memberKey('ancestor_id'),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.currency, t.day, t.prevDay] })],
);

/** A team's main-wallet balances now (the ancestor's own included), as of the last catch-up. */
export const teamBalances = perCurrency('team_balances', 'ancestor_id');
