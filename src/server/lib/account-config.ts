import type { PasswordCost } from './password';

/** Settings of accounts and sessions (README "Settings"); tests override parts of it. */
export interface AccountConfig {
  /** scrypt cost: 'production' everywhere except NODE_ENV=test. */
  passwordCost: PasswordCost;
  /** A session ends after this much inactivity. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active. */
  sessionMaxHours: number;
  /** Leading zero bits of a human proof; 14 ≈ 16k digests, about half a second with the shared WebCrypto solver. */
  humanDifficulty: number;
  /** Resend countdown of SMS codes (answered as expiredMinutes). */
  smsCountdownMinutes: number;
  /** How long an SMS or address code stays valid. */
  codeTtlMinutes: number;
  /** Days after which a password counts as expired (merchant feature passwordExpiry). */
  passwordMaxAgeDays: number;
  /** Checked sessions are reused this long without a query (revocations elsewhere show up after it). */
  sessionCacheSeconds: number;
  /** How long a rotated E-payload key keeps decrypting. */
  keyGraceHours: number;
  /** Encrypts private keys and secrets at rest; unset = stored in the clear (warned in production). */
  keyEncryptionSecret: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Milliseconds since epoch; tests inject a clock to move time. */
  clock: () => number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function optional(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

export function loadAccountConfig(env: NodeJS.ProcessEnv): AccountConfig {
  const isTest = env.NODE_ENV === 'test';
  return {
    passwordCost: isTest ? 'test' : 'production',
    sessionIdleMinutes: positive(env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: positive(env.SESSION_MAX_HOURS, 24),
    // Tests solve many proofs: a few bits keep them fast while still exercising the check.
    humanDifficulty: Math.min(24, Math.floor(positive(env.HUMAN_DIFFICULTY, isTest ? 3 : 14))),
    smsCountdownMinutes: Math.floor(positive(env.SMS_COUNTDOWN_MINUTES, 1)),
    codeTtlMinutes: positive(env.CODE_TTL_MINUTES, 5),
    passwordMaxAgeDays: positive(env.PASSWORD_MAX_AGE_DAYS, 90),
    keyGraceHours: positive(env.KEY_GRACE_HOURS, 24),
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS === '0' ? 0 : positive(env.SESSION_CACHE_SECONDS, 5),
    keyEncryptionSecret: optional(env.KEY_ENCRYPTION_SECRET),
    smtpUrl: optional(env.SMTP_URL),
    smtpFrom: optional(env.SMTP_FROM) ?? 'no-reply@localhost',
    smsGatewayUrl: optional(env.SMS_GATEWAY_URL),
    smsGatewayToken: optional(env.SMS_GATEWAY_TOKEN),
    clock: Date.now,
  };
}
