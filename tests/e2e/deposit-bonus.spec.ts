import type { Page } from '@playwright/test';
import { depositBonusPromotion, depositThroughDemoGateway, gameSession, readyToWithdraw, sessionOf, spinUntil } from './support/bonus';
import { expect, test } from './support/fixtures';
import { findInLobby, openGameWindow, platformBalance, playRound, slotGame, startGame } from './support/play';
import { approvedDeposit, openSignedIn, registerPlayer } from './support/wallet-accounts';

/**
 * The deposit bonus from end to end (issue 20): a fresh player opts in on the promotions page,
 * deposits through the DEMO gateway, reads the bonus and its wagering on bonusDetails, is refused a
 * withdrawal of what the bonus holds back, plays until the requirement is met (one round in the
 * game window, the rest through the API that window calls) and then withdraws everything. And the
 * VIP ladder the demo merchant has: real deposits and bets lift a fresh player to its first level,
 * whose badge the header shows and whose upgrade bonus reaches the balance and the account record.
 */

const thb = (minor: number) => `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} THB`;
const baht = (minor: number) => `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const typed = (minor: number) => (minor / 100).toFixed(2);
const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount (THB)' });

/** Fills the withdrawal form of the withdraw page and sends it. */
async function requestWithdrawal(page: Page, amount: number, password: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await amountField(page).fill(typed(amount));
  await panel.getByLabel(/^Payment password/u).fill(password);
  await panel.getByRole('button', { name: 'Request withdrawal' }).click();
}

test('a player joins a deposit bonus, deposits, sees its wagering, plays it through and withdraws', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = 'E2E deposit bonus';
  // 50 % of the deposit up to 100 THB, wagered 3 times: 300 THB of bets, three spins at the top stake.
  await depositBonusPromotion(request, 'E2E-DEPOSIT-BONUS', title, { percentBp: 5_000, cap: 10_000, minDeposit: 10_000, multiple: 3 });
  const deposit = 50_000;
  const bonus = 10_000;
  const requirement = 3 * bonus;
  const player = await registerPlayer(request);
  const password = await readyToWithdraw(request, player.token);

  await openSignedIn(page, player.token, '/promotions');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Status: Join');
  await expect(card).toContainText('50.00 % bonus on your deposit, up to 100.00 THB. Minimum deposit 100.00 THB; wager the bonus 3 times before withdrawing it.');
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(card).toContainText('Status: Joined');
  await card.getByRole('link', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/u);
  await depositThroughDemoGateway(page, typed(deposit));
  await expect(headerBalance(page)).toHaveText(baht(deposit + bonus));

  // The card now leads to the bonus, which shows its requirement and no progress yet.
  await page.goto('/promotions');
  await expect(card).toContainText('Status: Issued');
  await card.getByRole('link', { name: 'View my bonus' }).click();
  await expect(page).toHaveURL(/\/member\/bonusDetails$/u);
  const main = page.getByRole('main');
  const item = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item).toContainText(`Bonus ${thb(bonus)}`);
  await expect(item).toContainText('Active');
  const wagering = item.getByRole('progressbar', { name: 'Wagering' });
  await expect(wagering).toHaveAttribute('aria-valuenow', '0');
  await expect(item).toContainText(`${thb(0)} / ${thb(requirement)}`);
  await expect(page.getByTestId('bonuses-locked')).toHaveText(thb(bonus));
  await expect(page.getByTestId('bonuses-withdrawable')).toHaveText(thb(deposit));

  // The withdraw page says what is held, and refuses to pay it out.
  await page.goto('/member/withdraw');
  await expect(page.getByTestId('bonus-locked-note')).toContainText(`${thb(bonus)} is held until your bonus wagering is met.`);
  await requestWithdrawal(page, deposit + bonus, password);
  await expect(amountField(page)).toHaveAccessibleDescription(`${thb(bonus)} is held until your bonus wagering is met: you can withdraw up to ${thb(deposit)}.`);
  await expect(headerBalance(page)).toHaveText(baht(deposit + bonus));

  // One spin in the game window at its top stake, the rest through the API the window calls.
  const slot = await slotGame(request);
  await findInLobby(page, '/rng', slot);
  const { game } = await openGameWindow(page, `Play now: ${slot.gameName}`);
  await startGame(game, 'Spin');
  const stake = game.getByRole('combobox', { name: 'Stake' });
  await stake.selectOption({ index: (await stake.locator('option').count()) - 1 });
  const first = await playRound(game, 'Spin');
  // The page follows the rounds: that spin's stake is the progress so far.
  await page.goto('/member/bonusDetails');
  await expect(item).toContainText(`${thb(first.stake)} / ${thb(requirement)}`);
  await expect(wagering).toHaveAttribute('aria-valuenow', String(Math.floor((first.stake * 100) / requirement)));
  await expect(page.getByTestId('bonuses-locked')).toHaveText(thb(bonus + Math.max(0, first.win - first.stake)));
  const rest = await spinUntil(game.request, sessionOf(new URL(game.url())), requirement - first.stake);
  await game.close();
  expect(first.stake + rest.staked).toBeGreaterThanOrEqual(requirement);

  await page.goto('/member/bonusDetails');
  await expect(item).toContainText('Completed');
  await expect(wagering).toHaveAttribute('aria-valuenow', '100');
  await expect(item).toContainText(`${thb(requirement)} / ${thb(requirement)}`);
  await expect(item.getByRole('button', { name: 'Forfeit' })).toHaveCount(0);
  await expect(page.getByTestId('bonuses-locked')).toHaveText(thb(0));
  const balance = await platformBalance(request, player.token);
  await expect(page.getByTestId('bonuses-withdrawable')).toHaveText(thb(balance));

  // Nothing is held any more: the whole balance may go.
  await page.goto('/member/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bonus-locked-note')).toHaveCount(0);
  await requestWithdrawal(page, balance, password);
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal requested' })).toContainText(`Withdrawal requested: ${thb(balance)} is held until it is paid.`);
  await expect(headerBalance(page)).toHaveText(baht(0));
  await expect(page.getByRole('table', { name: 'Withdrawal records' }).getByRole('row').filter({ hasText: thb(balance) })).toContainText('Pending');
});

test('a player reaches the first VIP level through deposits and bets: the header badge and the upgrade bonus', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The demo ladder's Bronze: 1,000 THB deposited and 5,000 THB bet over 30 days, paying 58 THB once.
  const deposit = 500_000;
  const bets = 500_000;
  const upgrade = 5_800;
  const player = await registerPlayer(request);
  await approvedDeposit(request, player.token, typed(deposit));
  await openSignedIn(page, player.token, '/member/rewardCenter?tab=vip');
  const header = page.getByRole('banner', { name: 'Site header' });
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'VIP', selected: true })).toBeVisible();
  await expect(main).toContainText('Next level: Bronze');
  await expect(headerBalance(page)).toHaveText(baht(deposit));
  await expect(header.getByRole('link', { name: /^VIP level/u })).toHaveCount(0);

  // Bets enough for Bronze (never more than the deposit, so the balance cannot run out).
  const played = await spinUntil(request, await gameSession(request, player.token, (await slotGame(request)).nodeId), bets);
  expect(played.staked).toBe(bets);
  await page.reload();
  const badge = header.getByRole('link', { name: 'VIP level Bronze' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('Bronze');
  await expect(main).toContainText('Your level: Bronze');
  await expect(main).toContainText('Next level: Silver');
  const expected = deposit - played.staked + played.won + upgrade;
  await expect.poll(() => platformBalance(request, player.token)).toBe(expected);
  await page.reload();
  await expect(headerBalance(page)).toHaveText(baht(expected));

  // The upgrade bonus is one bonus movement in the account record; the badge leads to the VIP page.
  await page.goto('/member/transactionHistory');
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bonus' });
  const rows = page.getByRole('region', { name: 'Wallet movements' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`+${thb(upgrade)}`);
  await badge.click();
  await expect(page).toHaveURL(/\/member\/rewardCenter\?tab=vip$/u);
  await expect(main.getByRole('tab', { name: 'VIP', selected: true })).toBeVisible();
});
