import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { grantBonus, openSignedIn, playerMove, registerPlayer } from './support/wallet-accounts';

const mainWallet = (page: Page) => page.getByTestId('main-wallet');
const gameWallet = (page: Page, code: string) => page.getByTestId(`wallet-${code}`);
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const headerBalance = (page: Page) => page.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true });

async function transfer(page: Page, vendor: string, direction: 'in' | 'out', amount: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Game wallet' }).selectOption({ label: vendor });
  await page.getByRole('radio', { name: direction === 'in' ? 'Transfer in (main → game)' : 'Transfer out (game → main)' }).check();
  await amountField(page).fill(amount);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
}

test.describe('transfer funds', () => {
  test('moves money into and out of game wallets, recalls all; balances and the account record follow', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await grantBonus(request, player.account, 50_000);
    await openSignedIn(page, player.token, '/member/transferFund');
    await expect(page.getByRole('heading', { name: 'Transfer funds', level: 1 })).toBeVisible();
    await expect(mainWallet(page)).toHaveText('500.00 THB');
    await expect(gameWallet(page, 'AG')).toContainText('AG Live0.00 THB');
    await expect(gameWallet(page, 'V8')).toContainText('V8 Cards0.00 THB');

    await transfer(page, 'AG Live', 'in', '120.50');
    await expect(page.getByRole('status').filter({ hasText: 'Transferred 120.50 THB. Main wallet: 379.50 THB.' })).toBeVisible();
    await expect(mainWallet(page)).toHaveText('379.50 THB');
    await expect(gameWallet(page, 'AG')).toContainText('120.50 THB');
    await expect(headerBalance(page)).toHaveText('฿379.50');
    await expect(amountField(page)).toHaveValue('');

    await transfer(page, 'AG Live', 'out', '20.50');
    await expect(gameWallet(page, 'AG')).toContainText('100.00 THB');
    await expect(mainWallet(page)).toHaveText('400.00 THB');
    await transfer(page, 'V8 Cards', 'in', '50');
    await expect(gameWallet(page, 'V8')).toContainText('50.00 THB');
    await expect(mainWallet(page)).toHaveText('350.00 THB');

    // Recall all asks first; cancelling moves nothing.
    await page.getByRole('button', { name: 'Recall all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recall all' });
    await expect(dialog).toContainText('Move the balance of every game wallet back to your main wallet?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(mainWallet(page)).toHaveText('350.00 THB');
    await page.getByRole('button', { name: 'Recall all' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All game wallet balances are back in your main wallet.' })).toBeVisible();
    await expect(mainWallet(page)).toHaveText('500.00 THB');
    await expect(gameWallet(page, 'AG')).toContainText('0.00 THB');
    await expect(gameWallet(page, 'V8')).toContainText('0.00 THB');
    await expect(headerBalance(page)).toHaveText('฿500.00');

    // The account record shows every move: 1 bonus + 3 transfers and 2 recalls, two entries each.
    await page.getByRole('main').getByRole('link', { name: 'Account record', exact: true }).click();
    await expect(page.getByText('Page 1 of 2 · 11 records')).toBeVisible();
    const rows = page.getByRole('region', { name: 'Wallet movements' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Transfer from game wallet');
    await expect(rows.filter({ hasText: 'Game wallet · V8' }).filter({ hasText: '-50.00 THB' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Game wallet · AG' }).filter({ hasText: '+120.50 THB' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Main wallet' }).filter({ hasText: '-120.50 THB' })).toContainText('379.50 THB');
  });

  test('bad amounts are explained under the field; a refused move changes nothing', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await grantBonus(request, player.account, 1_000);
    await openSignedIn(page, player.token, '/member/transferFund');
    await expect(mainWallet(page)).toHaveText('10.00 THB');
    const submit = page.getByRole('button', { name: 'Transfer', exact: true });
    const cases: [string, string][] = [
      ['', 'Please enter an amount.'],
      ['abc', 'Enter a number, e.g. 100 or 25.50.'],
      ['1.234', 'At most 2 decimal places.'],
      ['0', 'The amount must be more than zero.'],
      ['10.01', 'More than the available 10.00 THB.'],
    ];
    for (const [typed, message] of cases) {
      await amountField(page).fill(typed);
      await submit.click();
      await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(amountField(page)).toHaveAccessibleDescription(message);
    }
    // Typing again clears the message; Max fills in the whole available amount.
    await amountField(page).fill('5');
    await expect(amountField(page)).not.toHaveAttribute('aria-invalid');
    await page.getByRole('radio', { name: 'Transfer out (game → main)' }).check();
    await page.getByRole('button', { name: 'Max' }).click();
    await expect(amountField(page)).toHaveValue('0.00');
    await submit.click();
    await expect(amountField(page)).toHaveAccessibleDescription('The amount must be more than zero.');

    // The server has the last word: the money left elsewhere after this page loaded.
    await playerMove(request, player.token, '/wps/wallet/transferFund', { vendorCode: 'V8', direction: 'IN', amount: '10.00' });
    await page.getByRole('radio', { name: 'Transfer in (main → game)' }).check();
    await amountField(page).fill('5');
    await submit.click();
    await expect(amountField(page)).toHaveAccessibleDescription('Insufficient balance.');
    await expect(mainWallet(page)).toHaveText('0.00 THB');
    await expect(gameWallet(page, 'V8')).toContainText('10.00 THB');
  });
});

test.describe('transfer to upline', () => {
  test('a downline sends money to the upline; a retry after a lost answer moves it once', async ({ page, request }) => {
    const downline = await registerPlayer(request, 'DEMOAGENT');
    await grantBonus(request, downline.account, 10_000);
    const keys: string[] = [];
    let lost = true;
    // The first answer is lost on the way back: the server moved the money, the page saw a network error.
    await page.route('**/wps/wallet/transferUpline', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lost) return route.continue();
      lost = false;
      await route.fetch();
      await route.abort('failed');
    });
    await openSignedIn(page, downline.token, '/member/transferUpline');
    await expect(page.getByRole('heading', { name: 'Transfer to upline', level: 1 })).toBeVisible();
    await expect(page.getByTestId('upline-available')).toHaveText('100.00 THB');
    await amountField(page).fill('30');
    await page.getByRole('button', { name: 'Transfer to upline' }).click();
    await expect(page.getByRole('alert')).toHaveText('Unknown error.');
    await page.getByRole('button', { name: 'Transfer to upline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transferred 30.00 THB to your upline. Main wallet: 70.00 THB.' })).toBeVisible();
    await expect(page.getByTestId('upline-available')).toHaveText('70.00 THB');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^web-/u);
    expect(keys[1]).toBe(keys[0]);

    // A new submission gets a new key; more than the balance is refused by the server, under the field.
    await amountField(page).fill('70.01');
    await page.getByRole('button', { name: 'Transfer to upline' }).click();
    await expect(amountField(page)).toHaveAccessibleDescription('Insufficient balance.');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    await expect(page.getByTestId('upline-available')).toHaveText('70.00 THB');
  });

  test.describe('without an upline', () => {
    test.use({ session: 'member' });

    test('the demo player is told clearly that there is no upline', async ({ page }) => {
      await page.goto('/member/transferUpline');
      await amountField(page).fill('1');
      await page.getByRole('button', { name: 'Transfer to upline' }).click();
      await expect(page.getByRole('alert')).toHaveText('This account has no upline agent. Only accounts registered under an agent have an upline.');
      await amountField(page).fill('1.001');
      await page.getByRole('button', { name: 'Transfer to upline' }).click();
      await expect(amountField(page)).toHaveAccessibleDescription('At most 2 decimal places.');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});
