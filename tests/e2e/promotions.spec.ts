import type { APIRequestContext, Page } from '@playwright/test';
import type { PromotionInput } from '../../src/shared/api/promotions';
import { expect, test } from './support/fixtures';
import { keepShot } from './support/shots';
import { openGameWindow, findInLobby, platformBalance, playRound, slotGame, startGame } from './support/play';
import { grantBonus, openSignedIn, operatorToken, registerPlayer } from './support/wallet-accounts';

/**
 * Promotions (issue 20, first kinds) over the seeded demo promotions: a visitor browses them and is
 * asked to log in to take part; a player signs in for the day, opens a red envelope during a rain
 * and claims the rebate of a round just played. Every journey that moves money uses a freshly
 * registered player, so amounts and balances are exact.
 */

const SIGN_IN = '7-day sign-in calendar';
const REBATE = 'Daily rebate on every bet';
const RAIN = 'Red envelope rain';
const HOUR = 3_600_000;

const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });
const baht = (minor: number) => `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const thb = (minor: number) => `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} THB`;
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A rain that is on now (Bangkok time, the merchant's zone), through the operator API. */
async function rainNow(request: APIRequestContext, title: string): Promise<number> {
  const bangkok = new Date(Date.now() + 7 * HOUR - 5 * 60_000);
  const start = `${String(bangkok.getUTCHours()).padStart(2, '0')}:${String(bangkok.getUTCMinutes()).padStart(2, '0')}`;
  const input: PromotionInput = {
    code: 'E2E-RAIN',
    title: { EN: title, CN: title, TH: title },
    terms: { EN: 'For the test.', CN: 'For the test.', TH: 'For the test.' },
    bannerUrl: '/img/promo-envelope-rains.svg',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: null,
    budget: 1_000_000,
    sort: 0,
    settings: { kind: 'redEnvelope', windows: [{ start, minutes: 60 }], windowBudget: 500_000, minAmount: 100, maxAmount: 900 },
  };
  const response = await request.post('/ops-api/promotions', { data: input, headers: { authorization: `Bearer ${await operatorToken(request)}` } });
  const body = (await response.json()) as { success: boolean; value: { id: number } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.id;
}

test('a visitor sees the running promotions with their terms and is asked to log in to take part', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  for (const title of [REBATE, SIGN_IN, RAIN]) {
    await expect(card(page, title).getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(card(page, title)).toContainText('Status: Join');
  }
  const signIn = card(page, SIGN_IN);
  await expect(signIn.getByRole('list', { name: SIGN_IN }).getByRole('listitem')).toHaveCount(7);
  await expect(signIn.getByText('Missing a day starts the streak again')).toBeHidden();
  await signIn.getByText('Terms and conditions').click();
  await expect(signIn.getByText('Missing a day starts the streak again')).toBeVisible();

  await signIn.getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await card(page, RAIN).getByRole('button', { name: 'Open envelope' }).click();
  await expect(login).toBeVisible();
});

test.describe('the demo player', () => {
  test.use({ session: 'member' });

  test('is on a 3-day sign-in streak (today is day 4) and the side menu counts what it may claim', async ({ page }) => {
    await page.goto('/promotions');
    const signIn = card(page, SIGN_IN);
    await expect(signIn).toContainText("Today's reward: 15.00 THB");
    const days = signIn.getByRole('list', { name: SIGN_IN }).getByRole('listitem');
    for (const day of [0, 1, 2]) await expect(days.nth(day)).toContainText(new RegExp(`Day ${day + 1}.*, signed`, 'u'));
    await expect(days.nth(3)).toContainText(/Day 4.*, today/u);
    await expect(days.nth(4)).toContainText(/Day 5.*, to come/u);
    await expect(card(page, REBATE).getByRole('link', { name: 'Claim my rebate' })).toHaveAttribute('href', '/member/manualRebate');
    const promotions = page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: /^Promotions/u });
    await expect(promotions.getByLabel(/\d+ to claim/u)).toBeVisible();
  });
});

test('a player signs in for the day: the reward of day 1 reaches the balance and the status turns to signed', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await openSignedIn(page, player.token, '/promotions');
  const signIn = card(page, SIGN_IN);
  await expect(signIn).toContainText('Status: Claim');
  await expect(signIn).toContainText("Today's reward: 5.00 THB");
  await expect(signIn.getByRole('listitem').first()).toContainText(/Day 1.*, today/u);
  await expect(headerBalance(page)).toHaveText(baht(0));

  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('status')).toContainText('Signed in: 5.00 THB added to your main wallet.');
  await expect(signIn).toContainText('Status: Signed');
  await expect(signIn).toContainText('You have signed in today.');
  await expect(signIn.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(baht(500));
  await keepShot(signIn, 'promotions-signed-in');
  expect(await platformBalance(request, player.token)).toBe(500);

  // Tomorrow is day 2: the calendar keeps today ticked after a reload too.
  await page.reload();
  await expect(card(page, SIGN_IN)).toContainText('Status: Signed');
  const again = await request.post(`/wps/promotions/${await promotionId(request, player.token, SIGN_IN)}/sign-in`, { headers: { authorization: `Bearer ${player.token}` } });
  expect(((await again.json()) as { code: string }).code).toBe('promotion_already_claimed');
});

test('a player opens a red envelope during a rain: the amount is shown and paid, a second open is refused', async ({ page, request }) => {
  const title = 'E2E envelope rain';
  const id = await rainNow(request, title);
  const player = await registerPlayer(request);
  await openSignedIn(page, player.token, '/promotions');
  const rain = card(page, title);
  await expect(rain).toContainText('Status: Claim');
  await expect(rain).toContainText('The red envelope rain is on now!');
  await rain.getByRole('button', { name: 'Open envelope' }).click();
  const news = rain.getByRole('status').filter({ hasText: 'You won' });
  await expect(news).toBeVisible();
  const won = Math.round(Number(/You won ([\d,.]+) THB!/u.exec(await news.innerText())?.[1]?.replaceAll(',', '')) * 100);
  expect(won).toBeGreaterThanOrEqual(100);
  expect(won).toBeLessThanOrEqual(900);
  await expect(rain.getByRole('img', { name: 'Red envelope' })).toContainText(thb(won));
  await expect(rain).toContainText('Status: Claimed');
  await expect(rain.getByRole('button', { name: 'Open envelope' })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(baht(won));
  await keepShot(rain, 'promotions-envelope-won');

  const second = await request.post(`/wps/promotions/${id}/envelope/open`, { headers: { authorization: `Bearer ${player.token}` } });
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { code: string }).code).toBe('promotion_already_claimed');
  await page.reload();
  await expect(card(page, title)).toContainText("You have opened this rain's envelope.");
  expect(await platformBalance(request, player.token)).toBe(won);
});

test('a player plays the demo slot and claims the rebate of its rounds on the rebate page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const funds = 100_000;
  const player = await registerPlayer(request);
  await grantBonus(request, player.account, funds);
  const slot = await slotGame(request);
  await openSignedIn(page, player.token, '/member/manualRebate');
  await expect(page.getByRole('heading', { name: 'Manual rebate', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rebate-total')).toHaveAttribute('data-minor', '0');
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled();

  await findInLobby(page, '/rng', slot);
  const { game } = await openGameWindow(page, `Play now: ${slot.gameName}`);
  await startGame(game, 'Spin');
  const stake = game.getByRole('combobox', { name: 'Stake' });
  await stake.selectOption({ index: (await stake.locator('option').count()) - 1 });
  // Slots earn 0.8 %: play until the rebate reaches the 1.00 THB minimum.
  let staked = 0;
  let net = 0;
  while (Math.floor((staked * 80) / 10_000) < 100) {
    const round = await playRound(game, 'Spin');
    staked += round.stake;
    net += round.win - round.stake;
  }
  await game.close();
  const rebate = Math.floor((staked * 80) / 10_000);

  await page.goto('/member/manualRebate');
  const slots = page.getByRole('table', { name: 'Rebate by game category' }).getByRole('row').filter({ hasText: 'Slots' });
  await expect(slots).toContainText(thb(staked));
  await expect(slots).toContainText('0.80 %');
  await expect(page.getByTestId('rebate-total')).toHaveAttribute('data-minor', String(rebate));
  await expect(headerBalance(page)).toHaveText(baht(funds + net));
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'rebate added' })).toContainText(`${thb(rebate)} rebate added to your main wallet.`);
  await expect(headerBalance(page)).toHaveText(baht(funds + net + rebate));
  await expect(page.getByTestId('rebate-total')).toHaveAttribute('data-minor', '0');
  const history = page.getByRole('table', { name: 'Claim history' });
  await expect(history.getByRole('row').filter({ hasText: thb(rebate) })).toContainText('You');
  expect(await platformBalance(request, player.token)).toBe(funds + net + rebate);
});

async function promotionId(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.get('/wps/promotions?language=EN', { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { value: { list: { id: number; title: string }[] } };
  const found = body.value.list.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion ${title}`);
  return found.id;
}
