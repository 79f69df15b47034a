import { expect, test } from './support/fixtures';
import { DEMO_AGENT, DEMO_PLAYER, signInPage } from './support/accounts';

test('logged-in header: balance hidden as stars (remembered), refresh, copy ID, deposit and withdraw', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInPage(page, DEMO_PLAYER.account, DEMO_PLAYER.password);
  await page.goto('/');
  const header = page.getByRole('banner', { name: 'Site header' });
  const balance = header.getByLabel('Balance', { exact: true });
  await expect(balance).toHaveText(/^฿\d[\d,]*\.\d\d$/u);
  await header.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('******');
  await page.reload();
  await expect(header.getByLabel('Balance', { exact: true })).toHaveText('******');
  await header.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(/^฿\d[\d,]*\.\d\d$/u);
  const refreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
  await header.getByRole('button', { name: 'Refresh balance' }).click();
  expect((await refreshed).ok()).toBe(true);

  await header.getByRole('button', { name: `Copy ID ${DEMO_PLAYER.account}` }).click();
  await expect(page.getByText('Copied successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_PLAYER.account);

  await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
  await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
  await header.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  for (const name of ['My account', 'Betting record', 'Messages', 'Customer service', 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/member$/u);
  await expect(page.getByRole('heading', { name: 'Security centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Success');
});

test('an agent has the agent entry in the avatar menu', async ({ page }) => {
  await signInPage(page, DEMO_AGENT.account, DEMO_AGENT.password);
  await page.goto('/');
  // The seed leaves a contract request waiting for the demo agent: its modal comes first.
  const requests = page.getByRole('dialog', { name: 'Contract requests' });
  await expect(requests).toBeVisible();
  await requests.getByRole('button', { name: 'Close' }).click();
  await expect(requests).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/agentHome$/u);
});

test('the header stays usable at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInPage(page, DEMO_PLAYER.account, DEMO_PLAYER.password);
  await page.goto('/');
  const header = page.getByRole('banner', { name: 'Site header' });
  await expect(header.getByLabel('Balance', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // What the header has no room for moves into the avatar menu.
  await header.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  for (const name of ['Deposit', 'Withdraw', 'Notices', `Copy ID ${DEMO_PLAYER.account}`, 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: `Copy ID ${DEMO_PLAYER.account}` }).click();
  await expect(page.getByText('Copied successfully.')).toBeVisible();
});
