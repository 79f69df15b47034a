import { AppError } from '../../lib/app-error';
import { deviceLabel } from '../../lib/device';
import { ValueError } from '../../lib/value-error';
import { checkCaptcha } from '../captcha/service';
import type { AccountsContext, ClientInfo } from './context';
import { countRecentFailures, insertAttempt } from './login-repository';

/**
 * Sign-in throttling, persisted in login_attempts so it holds across processes: within 5 minutes,
 * 5 failures for an account or 20 from an address answer 429; from 2 failures for the account (or
 * 5 from the address) on, the captcha is required and failed answers say `captcha: true`.
 */
export const THROTTLE_WINDOW_MS = 5 * 60_000;
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 20;
const ACCOUNT_CAPTCHA_AFTER = 2;
const ADDRESS_CAPTCHA_AFTER = 5;

export interface Failures {
  account: number;
  ip: number;
}

export function captchaNeeded(failures: Failures): boolean {
  return failures.account >= ACCOUNT_CAPTCHA_AFTER || failures.ip >= ADDRESS_CAPTCHA_AFTER;
}

export interface CaptchaAnswer {
  id: string | undefined;
  answer: string | undefined;
}

/** Refuses a throttled attempt before any password work; checks the captcha when it is due. */
export async function guardAttempt(
  ctx: AccountsContext,
  merchantId: number,
  account: string,
  ip: string,
  captcha: CaptchaAnswer,
): Promise<Failures> {
  const since = new Date(ctx.now() - THROTTLE_WINDOW_MS);
  const failures = await countRecentFailures(ctx.db, merchantId, account, ip, since);
  if (failures.account >= ACCOUNT_LIMIT || failures.ip >= ADDRESS_LIMIT) {
    throw new AppError('too_many_requests', 'Too many requests, try again after 5 minutes');
  }
  if (captchaNeeded(failures) && !(await checkCaptcha(ctx, merchantId, captcha.id, captcha.answer))) {
    throw new ValueError('captcha_invalid', 'Captcha invalid', { captcha: true }, { captcha: 'invalid' });
  }
  return failures;
}

export interface AttemptRecord {
  merchantId: number;
  account: string;
  memberId: number | null;
  client: ClientInfo;
  result: 'SUCCESS' | 'FAILED' | 'BLOCKED' | 'VERIFY';
}

export async function recordAttempt(ctx: AccountsContext, record: AttemptRecord, db = ctx.db): Promise<void> {
  await insertAttempt(db, {
    merchantId: record.merchantId,
    account: record.account,
    memberId: record.memberId,
    ip: record.client.ip,
    device: deviceLabel(record.client.userAgent),
    result: record.result,
    at: new Date(ctx.now()),
  });
}

/** The failed-login answer: same code whether the account exists or not. */
export function wrongCredentials(failures: Failures): ValueError {
  const next = { account: failures.account + 1, ip: failures.ip + 1 };
  return new ValueError('wrong_account_or_password', 'Wrong account or password', { captcha: captchaNeeded(next) });
}
