import { z } from 'zod';
import { E_PAYLOAD_ALG } from '../e-payload';

/** Contract of the session, member, verification and captcha calls (spec sections 3 and 7). */

export const publicKeySchema = z.object({ kid: z.string(), alg: z.literal(E_PAYLOAD_ALG), spki: z.string() });

export const encryptedBodySchema = z.strictObject({
  kid: z.string().min(1).max(64),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(65_536),
});

/** Proof-of-work human verification (self-hosted, single use). */
export const humanChallengeSchema = z.object({
  id: z.string(),
  algorithm: z.literal('SHA-256'),
  salt: z.string(),
  /** Leading zero bits required of SHA-256(salt + nonce). */
  difficulty: z.number().int(),
  expiresAt: z.string(),
  signature: z.string(),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

export const humanProofSchema = z.strictObject({
  id: z.string().min(1).max(128),
  salt: z.string().min(1).max(128),
  difficulty: z.number().int().min(0).max(32),
  expiresAt: z.string().max(64),
  signature: z.string().min(1).max(256),
  nonce: z.number().int().min(0).max(2 ** 40),
});
export type HumanProof = z.infer<typeof humanProofSchema>;

export const loginTypeSchema = z.enum(['username', 'sms', 'firebase']);

export const loginPayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(255),
  type: loginTypeSchema,
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  human: humanProofSchema.optional(),
  /** Code of the extra check for a sign-in from a new address. */
  addressCode: z.string().trim().max(16).optional(),
  /** Login from the agent page: only agents may. */
  agent: z.boolean().optional(),
  /** sms login: dialing code of the mobile number in `username` (default: the merchant's). */
  countryDialingCode: z.string().trim().max(8).optional(),
  /** firebase login: the Firebase ID token (too long for `password`). */
  firebaseIdToken: z.string().max(4096).optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  hasPaymentPassword: z.boolean(),
  createdAt: z.string(),
  previousLogin: z.object({ at: z.string(), ip: z.string() }).nullable(),
  /** "YYYY-MM-DD", set once by the member (POST /wps/member/birthday). */
  birthday: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the weak default and must be changed before use. */
  weakPassword: z.boolean(),
  user: memberInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Answer of a failed login when the captcha must be shown from now on. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

export const publicStateSchema = z.object({
  balance: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int(),
  availablePromoCount: z.number().int(),
  /** Missions ready to claim (the personal centre's mission badge); counted in availablePromoCount too. */
  availableMissionCount: z.number().int(),
  unreadMessage: z.number().int(),
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
});
export type PublicState = z.infer<typeof publicStateSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const registerPayloadSchema = z.strictObject({
  username: z.string().trim().max(64).optional(),
  password: z.string().max(255),
  confirmPassword: z.string().max(255),
  payeeName: optionalText(128),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: optionalText(32),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  verificationCode: optionalText(16),
  affiliateCode: optionalText(64),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(128),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(128),
  idNumber: optionalText(64),
  referralCode: optionalText(64),
  domain: optionalText(253),
  countryDialingCode: optionalText(8),
  login: z.literal(true).optional(),
  firebaseChannel: optionalText(64),
  firebaseIdToken: optionalText(4096),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB'),
  /** Must be true; checked by the server so a missing tick answers `agree_terms`. */
  agreeTerms: z.boolean().optional(),
  ageConfirmed: z.boolean().optional(),
  human: humanProofSchema.optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const smsNoLoginBodySchema = z.strictObject({
  mobileNum: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().min(1).max(8),
  purpose: z.enum(['login', 'password']).default('login'),
  human: humanProofSchema.optional(),
});

export const smsRegisterBodySchema = z.strictObject({
  mobileNo: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().min(1).max(8),
  human: humanProofSchema.optional(),
});

export const smsSentSchema = z.object({ expiredMinutes: z.number().int() });

export const changePasswordPayloadSchema = z.strictObject({
  oldPassword: z.string().max(255),
  newPassword: z.string().max(255),
  confirmNewPassword: z.string().max(255),
});

/** POST /wps/member/birthday: checked by src/shared/birthday.ts (field codes under errors.birthday). */
export const birthdayPayloadSchema = z.strictObject({ birthday: z.string().max(32) });

export const phoneRecoveryPayloadSchema = z.strictObject({
  newPassword: z.string().max(255),
  mobileNum: z.string().trim().max(32),
  countryDialingCode: z.string().trim().max(8),
  verificationCode: z.string().trim().max(16),
});

export const emailRecoveryBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(254),
});

export const affiliateQuerySchema = z.strictObject({
  code: z.string().trim().max(64).optional(),
  domain: z.string().trim().max(253).optional(),
  url: z.string().trim().max(2048).optional(),
});
export const affiliateSchema = z.object({ valid: z.boolean(), code: z.string().nullable() });

export const loginHistoryEntrySchema = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  result: z.enum(['SUCCESS', 'FAILED', 'BLOCKED', 'VERIFY']),
});
export const loginHistorySchema = z.object({ list: z.array(loginHistoryEntrySchema) });

export const outboxEntrySchema = z.object({
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  text: z.string(),
  time: z.string(),
});
export const outboxSchema = z.object({ list: z.array(outboxEntrySchema) });

/** The captcha id travels in this response header of GET /wps/captcha; send it back as `captchaId`. */
export const CAPTCHA_ID_HEADER = 'x-captcha-id';

/** A failed sign-in from a new address: where the check code went. Retry with `addressCode`. */
export const addressCheckValueSchema = z.object({
  channel: z.enum(['SMS', 'EMAIL']),
  /** Masked phone or e-mail. */
  recipient: z.string(),
});

/** value of a registration 422: per field the problem and the bounds for "6-12 characters". */
export const fieldProblemSchema = z.object({
  problem: z.enum(['required', 'pattern', 'length', 'mismatch', 'invalid_phone_format', 'taken']),
  pattern: z.string().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export const registerFailureValueSchema = z.object({ fields: z.record(z.string(), fieldProblemSchema) });

export const freeplayBodySchema = z.strictObject({
  os: z.string().trim().max(64).optional(),
  platform: z.literal('W').optional(),
  gatewayVersion: z.literal(3).optional(),
});

/** E-mail recovery step 2: the one-time token from the e-mail link (query `resetToken`). */
export const passwordResetPayloadSchema = z.strictObject({
  token: z.string().trim().min(1).max(128),
  newPassword: z.string().max(255),
  confirmNewPassword: z.string().max(255),
});

export const emailRecoverySentSchema = z.object({ sent: z.literal(true) });

/** Balance in major units as a decimal string ("0.00"), with the merchant's currency. */
export const balanceSchema = z.object({ balance: z.string(), currency: z.string(), currencySymbol: z.string() });
export type Balance = z.infer<typeof balanceSchema>;
