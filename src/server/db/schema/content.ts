import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BannerGroup, Localized, PopupExecution } from '@shared/constants';
import { merchantId } from './columns';
import { members } from './members';


export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    groupName: text('group_name').$type<BannerGroup>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** Image URL (seed-generated SVG served by the API). */
    url: text('url').notNull(),
    /** What a click does: NONE, URL, GAME or PROMO. */
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkage: text('linkage').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName, t.sort)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_merchant_idx').on(t.merchantId, t.sort)],
);

export const popupAnnouncements = pgTable(
  'popup_announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    execution: text('execution').$type<PopupExecution>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('popups_merchant_idx').on(t.merchantId, t.execution, t.sort)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    /** Category code, e.g. GENERAL, ACCOUNT, DEPOSIT, TERMS. */
    category: text('category').notNull(),
    categoryTitle: jsonb('category_title').$type<Localized>().notNull(),
    /** Stable anchor, e.g. `term` for /help#term. */
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_articles_merchant_slug_idx').on(t.merchantId, t.slug)],
);

/**
 * Images served at /img/<key>: generated SVG (banners, licences, logos) as text, and pictures
 * operators upload (uploads/<hash>.png|jpg|webp) as base64 of their bytes.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('images_merchant_key_idx').on(t.merchantId, t.key)],
);

/** Announcements the operator targets at agents (`agentAnnouncement`), newest first. */
export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_announcements_merchant_idx').on(t.merchantId, t.publishedAt)],
);

/** Which agent has read which announcement (first read kept). */
export const agentAnnouncementReads = pgTable(
  'agent_announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => agentAnnouncements.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.memberId] })],
);
