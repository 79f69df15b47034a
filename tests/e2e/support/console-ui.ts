import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../../src/server/db/seed/data/demo-operators';
import { stepAt, TOTP_STEP_SECONDS } from '../../../src/server/lib/totp';
import { totpCode } from './operator';
import { operatorToken, valueOf } from './wallet-accounts';

/** Helpers of the console journeys driven through the UI: sign-in with a TOTP code, sections, audit. */

const nextStepWait = () => (stepAt(Date.now()) + 1) * TOTP_STEP_SECONDS * 1000 - Date.now() + 300;

/**
 * Types the code of the current step; a code passes once per operator (another sign-in may have
 * used this step's), so a refused one is retried with the next step's, which the server accepts
 * too (one step of clock drift), and only then after waiting for a new step.
 */
async function enterCode(page: Page, secret: string, button: string, done: Locator): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const step = stepAt(Date.now()) + (attempt % 2);
    await page.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret, step));
    const answer = page.waitForResponse((r) => r.url().includes('/ops-api/session/totp/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: button }).click();
    if ((await answer).ok()) {
      await expect(done).toBeVisible();
      return;
    }
    if (attempt % 2 === 1) await page.waitForTimeout(nextStepWait());
  }
  throw new Error('no TOTP code passed');
}

async function password(page: Page, username: string): Promise<void> {
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill('Ops12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 });

/** An enrolled operator signs in through the console's screens: password, then the app's code. */
export async function consoleSignInThroughUi(page: Page, username: string, secret: string): Promise<void> {
  await password(page, username);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await enterCode(page, secret, 'Verify', dashboard(page));
}

/**
 * The seeded admin `ops` in the console, with the worker's operator session (signed in once per
 * worker through the API): a TOTP code passes once and sign-ins are rate limited, so a sign-in per
 * test would wait for a new 30-second step. The session is planted as the console keeps it, once
 * per tab (a sign-out in the test stays signed out); console.spec.ts signs in through the screens.
 * Another operator signs in through the screens.
 */
export async function consoleSignIn(page: Page, username = 'ops', secret = DEMO_TOTP_SECRET): Promise<void> {
  if (username !== 'ops' || secret !== DEMO_TOTP_SECRET) return consoleSignInThroughUi(page, username, secret);
  let token = await operatorToken(page.request);
  const me = await page.request.get('/ops-api/session/me', { headers: { authorization: `Bearer ${token}` } });
  if (!me.ok()) token = await operatorToken(page.request, { fresh: true });
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('e2e-console')) { sessionStorage.setItem('consoleToken', ${JSON.stringify(token)}); sessionStorage.setItem('e2e-console', '1'); }`,
  });
  await page.goto('/console');
  await expect(dashboard(page)).toBeVisible();
}

/** A seeded operator not enrolled yet signs in for the first time: enrols its authenticator app. */
export async function consoleEnrol(page: Page, username: string): Promise<void> {
  await password(page, username);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/u).innerText()).replace(/\s/gu, '');
  await enterCode(page, secret, 'Turn on two-step sign-in', page.getByRole('heading', { name: 'Save your recovery codes' }));
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dashboard(page)).toBeVisible();
}

/** Opens a console section from the nav (behind the menu button on phones). */
export async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The operator token of the signed-in console tab. */
export const consoleTokenOf = async (page: Page) => (await page.evaluate(() => sessionStorage.getItem('consoleToken'))) ?? '';

/** The audit log screen has an entry of `action` on `targetId`. */
export async function expectAudited(page: Page, action: string, targetId: string | number): Promise<void> {
  await openSection(page, 'Audit log');
  const filters = page.getByRole('group', { name: 'Audit log filters' });
  await filters.getByRole('textbox', { name: 'Action' }).fill(action);
  await filters.getByRole('textbox', { name: 'Target ID' }).fill(String(targetId));
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
}

const PAYMENT_PASSWORD = 'pay12345';
type Player = { authorization: string };

/** A manual bank deposit order of `amount` (major units), waiting for an operator. */
export async function bankDeposit(request: APIRequestContext, player: Player, amount: string): Promise<number> {
  return (await valueOf<{ id: number }>(await request.post('/wps/cashier/deposit', { headers: player, data: { methodCode: 'bank', amount } }))).id;
}

/** A withdrawal request of `amount` (major units) to a new payee, with a payment password set first. */
export async function withdrawalRequest(request: APIRequestContext, player: Player, amount: string): Promise<number> {
  const payee = await valueOf<{ id: number }>(await request.post('/wps/cashier/payees', { headers: player, data: { bankName: 'Bangkok Bank', accountNumber: '9876543210', holderName: 'Malee Sukjai' } }));
  await valueOf(await request.post('/wps/cashier/payment-password', { headers: player, data: { newPassword: PAYMENT_PASSWORD } }));
  return (await valueOf<{ id: number }>(await request.post('/wps/cashier/withdraw', { headers: player, data: { payeeId: payee.id, amount, paymentPassword: PAYMENT_PASSWORD } }))).id;
}

/** The player's main balance and the amount held for withdrawals, in minor units. */
export async function funds(request: APIRequestContext, player: Player): Promise<{ mainBalance: number; hold: number }> {
  return valueOf(await request.get('/wps/member/info/funds/consolidated', { headers: player }));
}
