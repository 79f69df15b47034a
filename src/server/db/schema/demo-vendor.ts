import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The built-in demo game vendor's own storage (src/server/vendors/demo). It stands for an outside
 * vendor's database: nothing here references the platform's tables, and the platform never reads
 * them. Rows name the merchant by its code, the way an outside vendor knows it.
 */

/** The vendor's master secret (name 'master'); per-code secrets are derived from it. */
export const demoVendorKeys = pgTable('demo_vendor_keys', {
  name: text('name').primaryKey(),
  /** Hex. Stored as is: it is the vendor's own key, not the platform's. */
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A game session: one launch (real, after the launch token was exchanged) or one free trial. The id
 * is the page's credential (?sid=); a real session keeps the launch token because bets need it.
 */
export const demoVendorSessions = pgTable(
  'demo_vendor_sessions',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    game: text('game').notNull(),
    title: text('title').notNull(),
    lang: text('lang').notNull(),
    theme: text('theme'),
    trial: boolean('trial').notNull(),
    /** The platform's player id (real sessions only). */
    playerId: text('player_id'),
    nickname: text('nickname').notNull().default(''),
    token: text('token'),
    currency: text('currency').notNull(),
    /** Trial: the demo money. Real: the last balance the platform answered (display only). */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('demo_vendor_sessions_expiry_idx').on(t.expiresAt)],
);

export const DEMO_ROUND_STATUSES = ['pending', 'bet_placed', 'settled', 'refused', 'refunded'] as const;
export type DemoRoundStatus = (typeof DEMO_ROUND_STATUSES)[number];

/**
 * A played round, written before the platform hears of it: the seed and input replay it (recall),
 * the status says how far its settlement got (the sweeper finishes pending and bet_placed ones).
 */
export const demoVendorRounds = pgTable(
  'demo_vendor_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    sessionId: text('session_id').notNull(),
    trial: boolean('trial').notNull(),
    playerId: text('player_id'),
    game: text('game').notNull(),
    seed: text('seed').notNull(),
    input: jsonb('input').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<DemoRoundStatus>().notNull(),
    /** The spin hit the progressive jackpot (drawn with the round); the platform pays the pool. */
    jackpot: boolean('jackpot').notNull().default(false),
    /** What the platform's jackpot pool paid with the win (minor units). */
    jackpotWin: bigint('jackpot_win', { mode: 'number' }).notNull().default(0),
    /** Settlement calls the sweeper made, and the last failure, for the operator's eyes. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('demo_vendor_rounds_round_idx').on(t.roundId),
    index('demo_vendor_rounds_player_idx').on(t.merchantCode, t.vendorCode, t.playerId, t.createdAt),
    index('demo_vendor_rounds_session_idx').on(t.sessionId, t.createdAt),
    index('demo_vendor_rounds_status_idx').on(t.status, t.createdAt),
    check('demo_vendor_rounds_status', sql`${t.status} in ('pending', 'bet_placed', 'settled', 'refused', 'refunded')`),
    check('demo_vendor_rounds_amounts', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);
