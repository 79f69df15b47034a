import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The in-house lottery vendor's own storage (src/server/vendors/lotto). Like the demo vendor's, it
 * stands for an outside vendor's database: nothing here references the platform's tables, and rows
 * name the merchant by its code. Money is in minor units of the session's currency.
 */

/** The vendor's master secret (name 'master'); per-code secrets are derived from it. */
export const lottoVendorKeys = pgTable('lotto_vendor_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The merchants the vendor draws for (provisioning adds them), with the currency their players bet in. */
export const lottoMerchants = pgTable('lotto_merchants', {
  merchantCode: text('merchant_code').primaryKey(),
  currency: text('currency').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A merchant's settings of one game: maintenance, how long before the draw betting closes, and odds
 * and rebates overriding the game's defaults (settings null: the defaults of src/shared/lotto).
 */
export const lottoGameSettings = pgTable(
  'lotto_game_settings',
  {
    merchantCode: text('merchant_code').notNull(),
    gameCode: text('game_code').notNull(),
    maintenance: text('maintenance').$type<'on' | 'off'>().notNull().default('off'),
    closeSeconds: integer('close_seconds'),
    settings: jsonb('settings'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gameCode] })],
);

/** A game session opened by a launch (the launch token exchanged once); bets carry its token. */
export const lottoSessions = pgTable(
  'lotto_sessions',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The game the platform launched (the page opens on it); the player may bet on any other. */
    game: text('game').notNull(),
    lang: text('lang').notNull(),
    theme: text('theme'),
    playerId: text('player_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    token: text('token').notNull(),
    currency: text('currency').notNull(),
    /** The last balance the platform answered (display only). */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('lotto_sessions_expiry_idx').on(t.expiresAt)],
);

export const LOTTO_DRAW_STATUSES = ['open', 'drawn', 'settled', 'void'] as const;
export type LottoDrawStatus = (typeof LOTTO_DRAW_STATUSES)[number];

/**
 * One draw of a game for a merchant. The seed is drawn from crypto when the row is made (betting
 * opens) and only its SHA-256 (commitment) is shown until the result; `drawn_at` later than
 * `draws_at` marks a draw that ran late.
 */
export const lottoDraws = pgTable(
  'lotto_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The stream's draw id: "<game>:<local date>" or "<game>:<UTC date>T<hh:mm>" (shared/lotto/draw.ts). */
    drawKey: text('draw_key').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    status: text('status').$type<LottoDrawStatus>().notNull().default('open'),
    result: jsonb('result'),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('lotto_draws_key_uq').on(t.merchantCode, t.drawKey),
    index('lotto_draws_due_idx').on(t.status, t.drawsAt),
    index('lotto_draws_game_idx').on(t.merchantCode, t.gameCode, t.drawsAt),
    check('lotto_draws_status_ck', sql`${t.status} in ('open', 'drawn', 'settled', 'void')`),
  ],
);

export const LOTTO_SLIP_STATUSES = ['pending', 'open', 'refused', 'settled', 'refunded'] as const;
export type LottoSlipStatus = (typeof LOTTO_SLIP_STATUSES)[number];

/**
 * A bet slip: one wallet bet (transaction id = the slip id) of the total of its bets, on one draw.
 * Written pending before the wallet call; the sweeper settles a pending slip's fate by repeating the
 * call (idempotent) before the draw settles.
 */
export const lottoSlips = pgTable(
  'lotto_slips',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    sessionId: text('session_id').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status').$type<LottoSlipStatus>().notNull(),
    refusal: text('refusal'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('lotto_slips_draw_idx').on(t.drawId, t.status), index('lotto_slips_player_idx').on(t.merchantCode, t.playerId, t.createdAt)],
);

export const LOTTO_BET_STATUSES = ['open', 'won', 'lost', 'refunded', 'refused'] as const;
export type LottoBetStatus = (typeof LOTTO_BET_STATUSES)[number];

/** One bet of a slip: its type, numbers and stake as the game's bet schema reads them. */
export const lottoBets = pgTable(
  'lotto_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slipId: text('slip_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    playerId: text('player_id').notNull(),
    bet: jsonb('bet').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    status: text('status').$type<LottoBetStatus>().notNull().default('open'),
  },
  (t) => [index('lotto_bets_draw_idx').on(t.drawId, t.id), index('lotto_bets_slip_idx').on(t.slipId)],
);

/**
 * What a settled draw owes each player who bet on it: one wallet win (0 for a lost round) under the
 * transaction id "win:<draw key>:<player>", so however often settlement runs, the platform pays it
 * once. `paid_at` is set when the platform answered it.
 */
export const lottoPayouts = pgTable(
  'lotto_payouts',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    playerId: text('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: at('paid_at'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.playerId] })],
);
