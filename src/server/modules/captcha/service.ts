import { hmacHex, randomToken, safeEqual } from '../../lib/secrets';
import type { AccountsContext } from '../session/context';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './repository';
import { captchaDataUrl, randomAnswer, renderCaptcha } from './render';

const CAPTCHA_TTL_MS = 2 * 60_000;
/** Spec: captcha refresh at most once a second. */
const REFRESH_WINDOW_MS = 1000;

/**
 * Outside production the answers of recent captchas are kept here so end-to-end tests can read
 * them from GET /dev/captcha/:id; production never fills it.
 */
const devAnswers = new Map<string, string>();
const DEV_ANSWERS_MAX = 500;

function hashOf(ctx: AccountsContext, id: string, answer: string): string {
  return hmacHex(ctx.keys.secret(), `captcha:${id}:${answer}`);
}

export async function issueCaptcha(ctx: AccountsContext, merchantId: number, ip: string, keepForDev: boolean) {
  await ctx.rateLimit.hit(`captcha:${merchantId}:${ip}`, 1, REFRESH_WINDOW_MS, 'Captcha refreshed too often, wait a second');
  const id = randomToken(16);
  const answer = randomAnswer();
  const now = ctx.now();
  await deleteExpiredCaptchas(ctx.db, new Date(now - CAPTCHA_TTL_MS));
  await insertCaptcha(ctx.db, { id, merchantId, answerHash: hashOf(ctx, id, answer), expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  if (keepForDev) {
    devAnswers.set(id, answer);
    if (devAnswers.size > DEV_ANSWERS_MAX) devAnswers.delete(devAnswers.keys().next().value ?? '');
  }
  return { id, image: captchaDataUrl(renderCaptcha(answer)) };
}

/** True once for the right answer; any check (right or wrong) uses the captcha up. */
export async function checkCaptcha(ctx: AccountsContext, merchantId: number, id: string | undefined, answer: string | undefined) {
  if (!id || !answer) return false;
  const stored = await takeCaptcha(ctx.db, merchantId, id, new Date(ctx.now()));
  return stored !== undefined && safeEqual(stored, hashOf(ctx, id, answer.trim()));
}

export function devCaptchaAnswer(id: string): string | undefined {
  return devAnswers.get(id);
}
