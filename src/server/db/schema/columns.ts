import { integer, timestamp } from 'drizzle-orm/pg-core';
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
