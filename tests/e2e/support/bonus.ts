import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PromotionInput } from '../../../src/shared/api/promotions';
import { operatorToken, startDemoGatewayPayment, valueOf } from './wallet-accounts';

/** Helpers of the bonus journeys: a promotion of the test's own, the demo gateway, rounds through the game's API. */

const HOUR = 3_600_000;
const PAYMENT_PASSWORD = 'pay12345';

/** A deposit bonus that runs now, through the operator API (`POST /ops-api/promotions`); answers its id. */
export async function depositBonusPromotion(request: APIRequestContext, code: string, title: string, settings: { percentBp: number; cap: number; minDeposit: number; multiple: number }): Promise<number> {
  const input: PromotionInput = {
    code,
    title: { EN: title, CN: title, TH: title },
    terms: { EN: 'For the test.', CN: 'For the test.', TH: 'For the test.' },
    bannerUrl: '/img/promo-envelope-rains.svg',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: null,
    budget: null,
    sort: 0,
    settings: {
      kind: 'depositBonus',
      deposits: 'first',
      percentBp: settings.percentBp,
      cap: settings.cap,
      minDeposit: settings.minDeposit,
      wagering: { multiple: settings.multiple, base: 'bonus', weights: {} },
      expiryDays: 7,
    },
  };
  const headers = { authorization: `Bearer ${await operatorToken(request)}` };
  return (await valueOf<{ id: number }>(await request.post('/ops-api/promotions', { data: input, headers }))).id;
}

/** On the deposit page: pays `amount` (THB, as typed) through the DEMO gateway's page and waits for the credit. */
export async function depositThroughDemoGateway(page: Page, amount: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Online payment/u }).check();
  const { id, gateway } = await startDemoGatewayPayment(page, amount);
  await gateway.getByRole('button', { name: 'Pay (DEMO)' }).click();
  await expect(gateway.getByRole('status')).toHaveText('Paid (DEMO).');
  await gateway.close();
  await expect(page.getByRole('region', { name: `Your order #${id}` })).toContainText('Approved', { timeout: 15_000 });
}

/** A payee and the payment password, through the player's API (the cashier spec covers their forms). */
export async function readyToWithdraw(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  await valueOf(await request.post('/wps/cashier/payees', { headers, data: { bankName: 'Kasikorn Bank', accountNumber: '123-456-7890', holderName: 'Somchai Jaidee' } }));
  await valueOf(await request.post('/wps/cashier/payment-password', { headers, data: { newPassword: PAYMENT_PASSWORD } }));
  return PAYMENT_PASSWORD;
}

/** A real game session of the demo vendor for the player, opened as the game window opens it; answers its API's address and sid. */
export async function gameSession(request: APIRequestContext, token: string, nodeId: string): Promise<{ roundUrl: string; sid: string }> {
  const launch = await valueOf<{ url: string }>(await request.post('/wps/game/launchGame', { data: { nodeId }, headers: { authorization: `Bearer ${token}` } }));
  const redirect = await request.get(launch.url, { maxRedirects: 0 });
  expect(redirect.status(), launch.url).toBe(303);
  return sessionOf(new URL(redirect.headers().location ?? '', 'http://x.invalid'));
}

/** The sid and round address of a game window's page (`/demo-vendor/<code>/play?sid=…`). */
export function sessionOf(url: URL): { roundUrl: string; sid: string } {
  const code = /^\/demo-vendor\/([^/]+)\/play$/u.exec(url.pathname)?.[1];
  const sid = url.searchParams.get('sid');
  if (!code || !sid) throw new Error(`not a game page: ${url.href}`);
  return { roundUrl: `/demo-vendor/${code}/api/round`, sid };
}

/**
 * Spins the demo slot through the API its page calls for every round (`POST …/api/round`), at the
 * largest line bet, until `stakes` minor units have been staked; answers what was staked and won.
 */
export async function spinUntil(request: APIRequestContext, session: { roundUrl: string; sid: string }, stakes: number): Promise<{ staked: number; won: number }> {
  let staked = 0;
  let won = 0;
  while (staked < stakes) {
    const { round } = await valueOf<{ round: { stake: number; win: number; jackpotWin: number } }>(await request.post(session.roundUrl, { data: { sid: session.sid, input: { betPerLine: 500 } } }));
    staked += round.stake;
    won += round.win + round.jackpotWin;
  }
  return { staked, won };
}
