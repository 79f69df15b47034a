import type { Page } from '@playwright/test';
import type { PlayerDetail } from '../../src/shared/api/players';
import { callE } from './support/accounts';
import { consoleSignIn, consoleTokenOf, expectAudited, openSection } from './support/console-ui';
import { expect, test } from './support/fixtures';
import { registerPlayer, valueOf } from './support/wallet-accounts';

/**
 * The console's players screens (issue 22) as support and finance use them: find a player, block
 * them (their sign-in is then refused), unblock, adjust the balance (a large adjustment waits for a
 * second operator), write a note, and find each action in the audit log; and the page on a phone.
 * Each journey registers its own player, so balances and statuses are known.
 */

const PASSWORD = 'Secret123';
const loginCode = async (page: Page, account: string) => (await callE(page.request, 'POST', '/wps/session/login', { username: account, password: PASSWORD, type: 'username' })).code;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openPlayer(page: Page, account: string): Promise<void> {
  await openSection(page, 'Players');
  await page.getByRole('searchbox', { name: 'Account, mobile, e-mail, ID or address' }).fill(account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Players found for “${account}”: 1` })).toBeVisible();
  await page.getByRole('link', { name: account, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Player ${account}`, level: 1 })).toBeVisible();
}

/** Types the reason into the open block or unblock dialog and sends it. */
async function withReason(page: Page, title: string, button: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/Write a reason of 3 to 200 characters\./u);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Adjusts through the dialog and answers the outcome box's text. */
async function adjust(page: Page, account: string, amount: string, reason: string): Promise<string> {
  await page.getByRole('group', { name: 'Player actions' }).getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust the balance of ${account}` });
  await dialog.getByRole('textbox', { name: /^Amount/u }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  // The dialog says before sending whether the amount only files a request.
  const filing = dialog.getByText('This amount needs a second operator: it will be filed for approval, not applied now.');
  await expect(filing).toHaveCount(amount === '20000' ? 1 : 0);
  await dialog.getByRole('button', { name: amount === '20000' ? 'File for approval' : 'Adjust', exact: true }).click();
  const outcome = dialog.getByRole('status');
  await expect(outcome).toBeVisible();
  const text = await outcome.innerText();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  return text;
}

test.describe('players on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator blocks a player, whose sign-in is refused, unblocks, adjusts and notes; all of it audited', async ({ page }) => {
    test.setTimeout(90_000);
    const player = await registerPlayer(page.request);
    const { account } = player;
    await consoleSignIn(page);
    await openPlayer(page, account);
    const ops = { authorization: `Bearer ${await consoleTokenOf(page)}` };
    const id = (await valueOf<PlayerDetail>(await page.request.get(`/ops-api/players/${account}`, { headers: ops }))).player.id;
    const actions = page.getByRole('group', { name: 'Player actions' });

    await actions.getByRole('button', { name: 'Block' }).click();
    await withReason(page, `Block ${account}`, 'Block', 'Chargeback under review');
    await expect(toast(page, `${account} is blocked.`)).toBeVisible();
    await expect(page.getByText('Blocked', { exact: true }).first()).toBeVisible();
    expect(await loginCode(page, account)).toBe('non_member_login');

    await actions.getByRole('button', { name: 'Unblock' }).click();
    await withReason(page, `Unblock ${account}`, 'Unblock', 'Review cleared');
    await expect(toast(page, `${account} is unblocked.`)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Block' })).toBeVisible();
    expect(await loginCode(page, account)).toBeUndefined();

    // A small adjustment moves at once; one of the second-approval amount only files a request.
    expect(await adjust(page, account, '12.50', 'Goodwill credit')).toMatch(/^Done\s+The balance went from 0\.00 THB to 12\.50 THB\.$/u);
    const filed = await adjust(page, account, '20000', 'Tournament prize');
    expect(filed).toMatch(/Waiting for a second operator\s+Nothing has moved yet\. Request \d+ for 20,000\.00 THB waits/u);
    await expect(page.getByText('12.50 THB').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('textbox', { name: 'New note' }).fill('Called about the chargeback; cleared.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Called about the chargeback; cleared.')).toBeVisible();

    await expectAudited(page, 'player.block', id);
    await expectAudited(page, 'player.unblock', id);
    await expectAudited(page, 'balance.adjust', id);
    await expectAudited(page, 'approval.file', account);
    await expectAudited(page, 'player.note', id);
  });
});

test.describe('players on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search, the player page and its dialogs fit a 390 px screen', async ({ page }) => {
    test.setTimeout(60_000);
    const { account } = await registerPlayer(page.request);
    await consoleSignIn(page);
    await openPlayer(page, account);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    for (const tab of ['Statement', 'Sessions', 'Notes']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { name: tab === 'Statement' ? 'Ledger statement' : tab === 'Sessions' ? 'Live sessions' : 'Notes', level: 2 })).toBeVisible();
      expect(await width()).toBeLessThanOrEqual(390);
    }
    await page.getByRole('button', { name: 'Grant bonus' }).click();
    const dialog = page.getByRole('dialog', { name: `Grant a bonus to ${account}` });
    await dialog.getByRole('textbox', { name: /^Amount/u }).fill('-5');
    await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: /^Amount/u })).toHaveAccessibleDescription('A bonus cannot be negative.');
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
