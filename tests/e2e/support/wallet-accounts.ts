import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResult } from '../../../src/shared/api/account';
import { callE, captchaAnswer, uniqueMobile, uniqueName } from './accounts';
import { operatorSignIn } from './operator';

/** Helpers of the wallet and records journeys: fresh players, operator grants, moves through the API. */

export interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

/** A call's value, failing the test (with the answer) unless it succeeded. */
export async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${response.url()}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

/** A newly registered player (under an agent when affiliateCode is given), signed in. */
export async function registerPlayer(request: APIRequestContext, affiliateCode?: string): Promise<{ account: string; token: string }> {
  const captchaResponse = await request.get('/wps/captcha');
  const captchaId = captchaResponse.headers()['x-captcha-id'] ?? '';
  const username = uniqueName('pl');
  const body = await callE<LoginResult>(request, 'PUT', '/wps/member/register', {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: uniqueMobile(),
    countryDialingCode: '66',
    captcha: await captchaAnswer(request, captchaId),
    captchaId,
    registerMethod: 'WEB',
    agreeTerms: true,
    ageConfirmed: true,
    ...(affiliateCode ? { affiliateCode } : {}),
  });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { account: body.value.user.account, token: body.value.token };
}

let cachedOperatorToken: Promise<string> | undefined;

/**
 * The seeded admin operator's token (ops / Ops12345 and the demo TOTP secret), signed in once per
 * worker: operator sign-ins are rate limited (10 per user per 10 minutes), a TOTP code passes once,
 * and the suites decide many orders. `fresh`: a new sign-in (the cached session was signed out).
 */
export function operatorToken(request: APIRequestContext, options: { fresh?: boolean } = {}): Promise<string> {
  if (options.fresh) cachedOperatorToken = undefined;
  cachedOperatorToken ??= operatorSignIn(request);
  cachedOperatorToken.catch(() => (cachedOperatorToken = undefined));
  return cachedOperatorToken;
}

/** Grants a bonus (promotions → main wallet) through the operator API; amount in minor units. */
export async function grantBonus(request: APIRequestContext, account: string, amount: number, reason = 'e2e bonus'): Promise<void> {
  const token = await operatorToken(request);
  await valueOf(await request.post('/ops-api/bonuses', { data: { account, amount, reason }, headers: { authorization: `Bearer ${token}` } }));
}

/** A money move as the player, with its own Idempotency-Key. */
export async function playerMove(request: APIRequestContext, token: string, url: string, data?: object): Promise<void> {
  await valueOf(await request.post(url, { data, headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${randomUUID()}` } }));
}

/** Opens the app signed in with `token` (planted before the app starts, once per tab). */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript({ content: `if (!sessionStorage.getItem('e2e-player')) { sessionStorage.setItem('token', ${JSON.stringify(token)}); sessionStorage.setItem('e2e-player', '1'); }` });
  await page.goto(path);
}

/** A manual bank deposit the operator approves: the ledger's `deposit` type, counted in net deposits. */
export async function approvedDeposit(request: APIRequestContext, token: string, amount: string): Promise<void> {
  const order = await valueOf<{ id: number }>(await request.post('/wps/cashier/deposit', { data: { methodCode: 'bank', amount }, headers: { authorization: `Bearer ${token}` } }));
  const ops = await operatorToken(request);
  await valueOf(await request.post(`/ops-api/deposits/${order.id}/approve`, { headers: { authorization: `Bearer ${ops}` } }));
}

/**
 * On the deposit page with online payment chosen: types `amount` (THB), continues to payment and
 * answers the order's id and the DEMO gateway's window once it shows its payment page.
 */
export async function startDemoGatewayPayment(page: Page, amount: string): Promise<{ id: number; gateway: Page }> {
  await page.getByRole('textbox', { name: 'Amount (THB)' }).fill(amount);
  const popup = page.waitForEvent('popup');
  const created = page.waitForResponse((r) => r.url().endsWith('/wps/cashier/deposit') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const { value: deposit } = (await (await created).json()) as Envelope<{ id: number }>;
  const gateway = await popup;
  await gateway.waitForURL(/\/demo-gateway\/pay\//u);
  return { id: deposit.id, gateway };
}
