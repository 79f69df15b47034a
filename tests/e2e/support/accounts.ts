import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { HumanChallenge, LoginResult } from '../../../src/shared/api/account';
import { encryptPayload, type PublicKeyInfo } from '../../../src/shared/e-payload';
import { solveChallenge } from '../../../src/shared/human-proof';

/** Demo accounts of the seed (src/server/db/seed/data/demo-accounts.ts). */
export const DEMO_PLAYER = { account: 'demoplayer', password: 'Demo1234' };
export const DEMO_AGENT = { account: 'demoagent', password: 'Agent1234' };

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${response.url()}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

/** A fresh name per call so journeys never collide (letter first, 6-12 letters and digits). */
export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${randomInt(10, 99)}`.slice(0, 12);
}

/** A Thai mobile number (9 digits) unlikely to be registered. */
export function uniqueMobile(): string {
  return `8${String(randomInt(0, 99_999_999)).padStart(8, '0')}`;
}

/** Calls an E route the way the renderer does (WebCrypto in Node), with a solved human proof. */
export async function callE<T>(request: APIRequestContext, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>): Promise<Envelope<T>> {
  const key = await value<PublicKeyInfo>(await request.get('/wps/system/publicKey'));
  const challenge = await value<HumanChallenge>(await request.get('/wps/verification/challenge'));
  const human = await solveChallenge(challenge);
  const data = await encryptPayload(key, { ...payload, human });
  const response = await request.fetch(url, { method, data });
  return (await response.json()) as Envelope<T>;
}

export async function apiLogin(request: APIRequestContext, account: string, password: string): Promise<LoginResult> {
  const body = await callE<LoginResult>(request, 'POST', '/wps/session/login', { username: account, password, type: 'username' });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** Plants a real session token before the app starts (the way a token arrives from the URL). */
export async function signInPage(page: Page, account: string, password: string): Promise<LoginResult> {
  const result = await apiLogin(page.request, account, password);
  await page.addInitScript({ content: `if (!sessionStorage.getItem('e2e-signed')) { sessionStorage.setItem('token', ${JSON.stringify(result.token)}); sessionStorage.setItem('e2e-signed', '1'); }` });
  return result;
}

export interface OutboxEntry {
  channel: 'sms' | 'email';
  recipient: string;
  text: string;
  time: string;
}

/** The newest 6-digit code sent to a recipient (dev outbox, newest first). */
export async function latestCode(request: APIRequestContext, recipientPart: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { list } = await value<{ list: OutboxEntry[] }>(await request.get('/dev/outbox'));
      code = list.find((m) => m.recipient.includes(recipientPart))?.text.match(/\b(\d{6})\b/u)?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

export async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  return (await value<{ list: OutboxEntry[] }>(await request.get('/dev/outbox'))).list;
}

/** The answer of the captcha currently shown in the page (dev route outside production). */
export async function captchaAnswer(request: APIRequestContext, id: string): Promise<string> {
  return (await value<{ answer: string }>(await request.get(`/dev/captcha/${id}`))).answer;
}

/** Follows the captchas the page loads; `answer()` gives the answer of the latest one. */
export function trackCaptcha(page: Page): { answer: () => Promise<string> } {
  let latest: string | null = null;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/wps/captcha') latest = response.headers()['x-captcha-id'] ?? latest;
  });
  return {
    answer: async () => {
      await expect.poll(() => latest).toBeTruthy();
      return captchaAnswer(page.request, latest ?? '');
    },
  };
}

/** Registers through the API (captcha answered through the dev route); answers the login result. */
export async function apiRegister(
  request: APIRequestContext,
  fields: { username: string; password: string; mobileNum?: string; email?: string },
): Promise<LoginResult> {
  const captchaResponse = await request.get('/wps/captcha');
  const captchaId = captchaResponse.headers()['x-captcha-id'] ?? '';
  const captcha = await captchaAnswer(request, captchaId);
  const body = await callE<LoginResult>(request, 'PUT', '/wps/member/register', {
    mobileNum: fields.mobileNum ?? uniqueMobile(),
    countryDialingCode: '66',
    ...fields,
    confirmPassword: fields.password,
    captcha,
    captchaId,
    registerMethod: 'WEB',
    agreeTerms: true,
    ageConfirmed: true,
  });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}
