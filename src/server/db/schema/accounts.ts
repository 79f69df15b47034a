import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';
import { at, memberId, merchantId } from './columns';


/**
 * Server key material made on first start: RSA pairs for E payloads ('rsa') and the HMAC secret
 * that signs human challenges and SMS code hashes ('hmac'). `secret` is encrypted at rest when
 * KEY_ENCRYPTION_SECRET is set. A rotated key keeps working until `expires_at` (grace period).
 */
export const serverKeys = pgTable('server_keys', {
  kid: text('kid').primaryKey(),
  kind: text('kind').$type<'rsa' | 'hmac'>().notNull(),
  publicKey: text('public_key'),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  retiredAt: at('retired_at'),
  expiresAt: at('expires_at'),
});

/** Extra registration data; written in the same transaction as the member (no half profiles). */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    referralCode: text('referral_code'),
    registerUrl: text('register_url'),
    domain: text('domain'),
    registerMethod: text('register_method'),
    registerIp: text('register_ip').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    /** Set once by the member (support may correct it); its VIP level's birthday bonus is paid on it. */
    birthday: date('birthday', { mode: 'string' }),
  },
  // The VIP birthday pass reads the day's birthdays (month and day) every 30 s.
  () => [index('member_profiles_birthday_idx').on(sql`extract(month from birthday)`, sql`extract(day from birthday)`).where(sql`birthday is not null`)],
);

/** Sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** Weak or expired password: only the password change (and logout, info) are allowed. */
    restricted: boolean('restricted').notNull().default(false),
    previousLoginAt: at('previous_login_at'),
    previousLoginIp: text('previous_login_ip'),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** Every sign-in attempt: throttling (per account, per address) and the login history. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    /** The name as typed, lower-cased (also for unknown accounts, so throttling cannot be probed). */
    account: text('account').notNull(),
    memberId: integer('member_id').references(() => members.id),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    result: text('result').$type<'SUCCESS' | 'FAILED' | 'BLOCKED' | 'VERIFY'>().notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.merchantId, t.account, t.at),
    index('login_attempts_ip_idx').on(t.merchantId, t.ip, t.at),
    index('login_attempts_member_idx').on(t.memberId, t.at),
  ],
);

/** Addresses a member has signed in from; a new one needs an extra check. */
export const knownAddresses = pgTable(
  'known_addresses',
  { memberId: memberId(), ip: text('ip').notNull(), firstSeenAt: at('first_seen_at').notNull() },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** One-time codes (SMS, new-address check, e-mail reset), stored as HMACs only. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.merchantId, t.purpose, t.recipient, t.createdAt)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  merchantId: merchantId(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Human proofs already accepted, kept until their challenge expires (single use). */
export const usedHumanProofs = pgTable(
  'used_human_proofs',
  { id: text('id').primaryKey(), expiresAt: at('expires_at').notNull() },
  (t) => [index('used_human_proofs_expiry_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every process (SMS, captcha refresh, e-mail recovery, trials). */
export const rateCounters = pgTable(
  'rate_counters',
  { key: text('key').notNull(), windowStart: at('window_start').notNull(), count: integer('count').notNull() },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Non-production delivery of SMS and e-mail, listed by GET /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('outbox_merchant_idx').on(t.merchantId, t.id)],
);
