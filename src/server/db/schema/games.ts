import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameClassify, GameType, Localized } from '@shared/constants';
import { merchants } from './merchants';

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The vendor code (vassalage), e.g. PG, JDB, SV3. */
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    /** Generated SVG logo. */
    logoSvg: text('logo_svg').notNull(),
    /** 'seamless' (we hold the balance) or 'transfer' (the vendor holds a wallet). */
    walletMode: text('wallet_mode').notNull().default('seamless'),
    maintenance: boolean('maintenance').notNull().default(false),
    inFooter: boolean('in_footer').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('vendors_merchant_code_type_idx').on(t.merchantId, t.code, t.gameType)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Public game id. */
    nodeId: text('node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    gameClassify: text('game_classify').$type<GameClassify>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Lower-cased names in every language, for search. */
    searchText: text('search_text').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** false = free trial only (spec: supportPlay 0). */
    supportPlay: boolean('support_play').notNull().default(true),
    isGame: boolean('is_game').notNull().default(true),
    /** Which built-in engine plays it (slot, baccarat, fish, ...). */
    engine: text('engine').notNull(),
    /** The vendor's own id for this game, sent in the launch URL; null: not launchable. */
    vendorGameCode: text('vendor_game_code'),
    /** Set by operators: launches answer game_maintenance (the vendor's flag does the same for all its games). */
    maintenance: boolean('maintenance').notNull().default(false),
    iconSvg: text('icon_svg').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_merchant_node_idx').on(t.merchantId, t.nodeId),
    index('games_lobby_idx').on(t.merchantId, t.gameType, t.vendorCode, t.sort),
    index('games_hot_idx').on(t.merchantId, t.isHot, t.gameType),
  ],
);
