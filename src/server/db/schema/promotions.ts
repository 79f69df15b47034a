import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized, PromotionKind, PromotionSettings } from '@shared/api/promotions';
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
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.merchantId, t.code),
    check('promotions_within_budget', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
  ],
);

/**
 * Everything a promotion paid a member: one row per reward, keyed per promotion, member and
 * occasion (a rebate claim's start, a sign-in day, an envelope window), so nothing is paid twice.
 */
export const promotionAwards = pgTable(
  'promotion_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
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
