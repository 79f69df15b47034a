import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';
import { members } from './members';
import { merchants } from './merchants';

/** Lobby state per member (favourites, recent games) and per merchant (winner board, jackpot pool). */

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const memberId = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id);
const gameId = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id);
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('favourites_member_game_idx').on(t.merchantId, t.memberId, t.gameId),
    // The list is newest first.
    index('favourites_member_created_idx').on(t.merchantId, t.memberId, t.createdAt),
  ],
);

/** One row per member and game; a replay moves played_at forward. */
export const recentGames = pgTable(
  'recent_games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    playedAt: at('played_at'),
  },
  (t) => [
    uniqueIndex('recent_games_member_game_idx').on(t.merchantId, t.memberId, t.gameId),
    index('recent_games_member_played_idx').on(t.merchantId, t.memberId, t.playedAt),
  ],
);

/** Real wins (fed by game rounds) for the winner board. */
export const winners = pgTable(
  'winners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    /** Minor units. */
    winAmount: bigint('win_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('winners_merchant_amount_idx').on(t.merchantId, t.winAmount.desc(), t.id)],
);

/** One progressive jackpot pool per merchant; the server advances it on read (see jackpot-service). */
export const jackpots = pgTable('jackpots', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** Minor units. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** When the next rise is due. */
  nextStepAt: timestamp('next_step_at', { withTimezone: true }).notNull(),
  updatedAt: at('updated_at'),
});
