import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, memberId, memberOfMerchant, merchantId, plainMemberId, plainMerchantId } from './columns';

/** The seamless-wallet protocol: vendor integrations, launch tokens, callbacks and game rounds. */


/**
 * How a vendor talks to us, set by operators (`npm run ops -- vendor-set`). `secret` is sealed
 * with KEY_ENCRYPTION_SECRET (crypto-keys/secret-box); an empty allowlist allows every address.
 */
export const vendorIntegrations = pgTable(
  'vendor_integrations',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    mode: text('mode').$type<'seamless' | 'transfer'>().notNull(),
    secret: text('secret').notNull(),
    allowlist: jsonb('allowlist').$type<string[]>().notNull().default([]),
    launchUrl: text('launch_url'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_integrations_code_idx').on(t.merchantId, t.code), check('vendor_integrations_mode', sql`${t.mode} in ('seamless', 'transfer')`)],
);

/**
 * Signed-request nonces, kept for the freshness window so a captured request cannot be resent. A
 * replay cache written by every vendor call, not a record: no key to merchants (the merchant is
 * the verified integration's), and the purge by age reads a BRIN index (rows arrive in time order,
 * so it costs an insert next to nothing).
 */
export const seamlessNonces = pgTable(
  'seamless_nonces',
  {
    merchantId: plainMerchantId(),
    vendorCode: text('vendor_code').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [uniqueIndex('seamless_nonces_key_idx').on(t.merchantId, t.vendorCode, t.nonce), index('seamless_nonces_seen_idx').using('brin', t.seenAt)],
);

/**
 * A game launch: only the SHA-256 of the token is stored. The vendor exchanges the token for the
 * player (authenticate) and sends it with every bet; bets stop when it expires (idle timeout).
 */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    tokenHash: text('token_hash').notNull(),
    gameNodeId: text('game_node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('launch_tokens_hash_idx').on(t.tokenHash), index('launch_tokens_member_idx').on(t.merchantId, t.memberId)],
);

export type SeamlessKind = 'bet' | 'win' | 'refund' | 'end' | 'void';

/**
 * Every accepted callback, once per vendor transaction id: a replay answers `response`. Kind
 * 'void' is the marker a refund of a still-unknown bet leaves, so that bet is refused later.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: plainMerchantId(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<SeamlessKind>().notNull(),
    roundId: text('round_id'),
    memberId: plainMemberId(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** SHA-256 of the call's content: the same id with other content is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** On a bet: the refund's transaction id once it was rolled back. */
    refundedBy: text('refunded_by'),
    /** On a bet: the jackpot pool's share of the stake (0: none). */
    jackpotShare: bigint('jackpot_share', { mode: 'number' }).notNull().default(0),
    /**
     * On a bet with a share: the ledger key of the contribution transfer that carried it to the pool
     * (settlement → pool), which may carry the shares of other bets committed with it.
     */
    jackpotKey: text('jackpot_key'),
    /** On a jackpot win: what the pool paid on top of `amount`. */
    jackpotPrize: bigint('jackpot_prize', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    memberOfMerchant('seamless_transactions_member_fk', t),
    uniqueIndex('seamless_transactions_key_idx').on(t.merchantId, t.vendorCode, t.transactionId),
    // The winner board: a merchant's wins above 0, biggest first (see games/winners-repository).
    index('seamless_transactions_board_idx')
      .on(t.merchantId, sql`(${t.amount} + ${t.jackpotPrize}) desc`, t.id)
      .where(sql`${t.kind} = 'win' and ${t.amount} + ${t.jackpotPrize} > 0`),
    // Round first: a lookup by transaction id must never find this index a match for its leading
    // columns (without statistics the planner took it and scanned the vendor's every call).
    index('seamless_transactions_round_idx').on(t.roundId, t.merchantId, t.vendorCode),
    check('seamless_transactions_kind', sql`${t.kind} in ('bet', 'win', 'refund', 'end', 'void')`),
    check('seamless_transactions_amount', sql`${t.amount} >= 0`),
  ],
);

export type RoundStatus = 'open' | 'settled' | 'refunded';

/** A game round: its bets and wins aggregated (the betting record reads these). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: plainMerchantId(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: plainMemberId(),
    gameNodeId: text('game_node_id'),
    /** Stakes still standing: accepted bets minus refunded ones (minor units). */
    totalBet: bigint('total_bet', { mode: 'number' }).notNull().default(0),
    totalWin: bigint('total_win', { mode: 'number' }).notNull().default(0),
    totalRefunded: bigint('total_refunded', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    openedAt: at('opened_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    memberOfMerchant('game_rounds_member_fk', t),
    uniqueIndex('game_rounds_key_idx').on(t.merchantId, t.vendorCode, t.roundId),
    index('game_rounds_member_idx').on(t.merchantId, t.memberId, t.openedAt),
    check('game_rounds_status', sql`${t.status} in ('open', 'settled', 'refunded')`),
    check('game_rounds_totals', sql`${t.totalBet} >= 0 and ${t.totalWin} >= 0 and ${t.totalRefunded} >= 0`),
  ],
);
