import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameType } from '@shared/constants';
import type { Audience, Localized, PromotionKind, PromotionSettings } from '@shared/api/promotions';
import { members } from './members';
import { merchants } from './merchants';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Promotions an operator configures (modules/promotions). `spent` only grows, in the same
 * transaction as the award that spends it, and never past `budget` (a check, and the award's
 * conditional update): however many members claim at once, the budget holds.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    terms: jsonb('terms').$type<Localized>().notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    budget: bigint('budget', { mode: 'number' }),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    settings: jsonb('settings').$type<PromotionSettings>().notNull(),
    /** Who may take part (empty: every member); the claims refuse others with promotion_not_in_audience. */
    audience: jsonb('audience').$type<Audience>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.merchantId, t.code),
    check('promotions_within_budget', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
  ],
);

/** The merchant, promotion and member a row of one member's part in a promotion belongs to. */
const memberPromotion = () => ({
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  promotionId: integer('promotion_id')
    .notNull()
    .references(() => promotions.id),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
});

/**
 * Everything a promotion paid a member: one row per reward, keyed per promotion, member and
 * occasion (a rebate claim's start, a sign-in day, an envelope window), so nothing is paid twice.
 */
export const promotionAwards = pgTable(
  'promotion_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...memberPromotion(),
    occasion: text('occasion').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What decided it (a rebate's categories and rates, a streak day), for the member's pages. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_awards_occasion_idx').on(t.promotionId, t.memberId, t.occasion),
    index('promotion_awards_member_idx').on(t.memberId, t.promotionId, t.createdAt),
  ],
);

/** Members who opted into a promotion that needs it (a deposit bonus: join → joined). */
export const promotionJoins = pgTable(
  'promotion_joins',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] }), index('promotion_joins_member_idx').on(t.memberId)],
);

/**
 * Bonuses with a wagering requirement (`bonusDetails`): weighted valid bets since `issued_at` must
 * reach `requirement` before the bonus and its winnings may be withdrawn. Progress is read from the
 * settled rounds, never counted on the hot path. A bonus that expires or is forfeited with its
 * requirement open is taken back as far as the balance holds it (`taken_back`, a ledger transfer).
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...memberPromotion(),
    awardId: bigint('award_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    requirement: bigint('requirement', { mode: 'number' }).notNull(),
    /** Percent of a category's valid bets that counts (categories left out count 100 %). */
    weights: jsonb('weights').$type<Partial<Record<GameType, number>>>().notNull(),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    status: text('status').$type<'active' | 'completed' | 'expired' | 'forfeited'>().notNull(),
    closedAt: at('closed_at'),
    takenBack: bigint('taken_back', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('member_bonuses_award_idx').on(t.awardId), index('member_bonuses_member_idx').on(t.memberId, t.status)],
);

/** Every VIP level a member has reached, once: its upgrade bonus is paid with this row. */
export const memberVipLevels = pgTable(
  'member_vip_levels',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    reachedAt: at('reached_at').notNull().defaultNow(),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.level] })],
);

/**
 * Applications for an apply-for bonus: pending until an operator issues (pays) or rejects it. One
 * open or issued application per member and promotion; a rejected one may be followed by another.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    ...memberPromotion(),
    remark: text('remark').notNull(),
    status: text('status').$type<'pending' | 'issued' | 'rejected'>().notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_applications_open_idx').on(t.promotionId, t.memberId).where(sql`status <> 'rejected'`),
    index('promotion_applications_pending_idx').on(t.merchantId, t.status, t.id),
  ],
);

/** One entrant of a drawn raffle, in the draw's order (member id ascending). */
export interface RaffleEntrant {
  memberId: number;
  /** Masked, as the page publishes it. */
  account: string;
  tickets: number;
}

/** One prize the draw gave: the slot, the entrant's index and member, and the amount. */
export interface RaffleWinner {
  slot: number;
  entrant: number;
  memberId: number;
  amount: number;
}

/**
 * A raffle's commitment and draw (modules/promotions/raffle-service.ts). The row is made with the
 * promotion and never changes its seed: `seed_hash` is public from then on, `seed` stays on the
 * server until the draw. The draw fills `drawn_at`, the entrants and the winners once, under this
 * row's lock; `status` is `committed`, then `drawn`, or `void` when nobody held a ticket. Prizes are
 * paid only when claimed (promotion_awards, occasion `raffle:prize`), so unclaimed ones cost nothing.
 */
export const raffleDraws = pgTable('raffle_draws', {
  promotionId: integer('promotion_id')
    .primaryKey()
    .references(() => promotions.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  committedAt: at('committed_at').notNull().defaultNow(),
  status: text('status').$type<'committed' | 'drawn' | 'void'>().notNull().default('committed'),
  drawnAt: at('drawn_at'),
  entrants: jsonb('entrants').$type<RaffleEntrant[]>(),
  winners: jsonb('winners').$type<RaffleWinner[]>(),
});
