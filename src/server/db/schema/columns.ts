import { foreignKey, integer, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/** Column builders many tables share: the owning merchant (every merchant row has one), the member, a UTC time. */
export const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
export const memberId = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id);
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * For hot rows that name a merchant and one of its members (every seamless call and round): plain
 * columns and one composite key to members (merchant_id, id), which checks the member, that it is
 * the merchant's, and so the merchant, in one lookup instead of a check per column.
 */
export const plainMerchantId = () => integer('merchant_id').notNull();
export const plainMemberId = () => integer('member_id').notNull();
export const memberOfMerchant = (name: string, t: { merchantId: PgColumn; memberId: PgColumn }) =>
  foreignKey({ name, columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] });
