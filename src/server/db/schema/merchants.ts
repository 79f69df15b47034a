import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MerchantConfig } from '../../modules/system/merchant-config';

/** A brand served by the platform; its whitelabel configuration is one validated JSON document. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  config: jsonb('config').$type<MerchantConfig>().notNull(),
  /** Bumped on every config write so caches in other processes can notice. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that select a merchant (the merchant comes from the request, never the body). */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    host: text('host').notNull(),
  },
  (t) => [uniqueIndex('merchant_domains_host_idx').on(t.host)],
);

/** Address ranges to country, used by region blocking when no trusted proxy supplies a country. */
export const geoIpRanges = pgTable('geo_ip_ranges', {
  id: serial('id').primaryKey(),
  cidr: text('cidr').notNull().unique(),
  country: text('country').notNull(),
});

export const countryCodes = pgTable('country_codes', {
  countryCode: text('country_code').primaryKey(),
  countryDialingCode: text('country_dialing_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});
