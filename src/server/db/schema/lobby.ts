import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';
import { merchants } from './merchants';
import { at, memberId, merchantId } from './columns';

/** Lobby state per member (favourites, recent games) and per merchant (winner board, jackpot pool). */

const gameId = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id);
const stamped = (name: string) => at(name).notNull().defaultNow();

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    createdAt: stamped('created_at'),
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
    playedAt: stamped('played_at'),
  },
  (t) => [
    uniqueIndex('recent_games_member_game_idx').on(t.merchantId, t.memberId, t.gameId),
    index('recent_games_member_played_idx').on(t.merchantId, t.memberId, t.playedAt),
  ],
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
  updatedAt: stamped('updated_at'),
});
