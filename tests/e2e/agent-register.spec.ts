import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, quietContext, test } from './support/fixtures';
import { DEMO_AGENT, apiLogin, trackCaptcha, uniqueMobile, uniqueName } from './support/accounts';
import { overflowX } from './support/layout';
import { grantBonus } from './support/wallet-accounts';

test.use({ session: 'agent' });

/** Fills the player's registration popup (the code comes from the link) and sends it. */
async function fillRegisterPopup(dialog: Locator, username: string, captcha: { answer: () => Promise<string> }): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Linked123');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Linked123');
  await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(uniqueMobile());
  await dialog.getByLabel('I have read and agree to the terms and conditions').check();
  await dialog.getByLabel('I confirm I am at least 18 years old').check();
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.answer());
  await dialog.getByRole('button', { name: 'Register' }).click();
}

/** Is `account` in demoagent's team (team management's account filter)? */
async function inAgentTeam(request: APIRequestContext, account: string): Promise<boolean> {
  const { token } = await apiLogin(request, DEMO_AGENT.account, DEMO_AGENT.password);
  const response = await request.get(`/wps/agent/downlines?account=${account}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { value: { list: { account: string; level: number }[] } };
  return body.value.list.some((row) => row.account === account && row.level === 1);
}

test('an agent registers a downline on the page, and a player registers through its affiliate link', async ({ page, browser, baseURL }) => {
  // Two registrations, team management and a transfer in one story.
  test.setTimeout(90_000);
  await page.goto('/agentHome/registerCenter');
  await expect(page.getByRole('heading', { name: 'Register centre', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register a downline' });

  // The merchant's rules and messages, as in the player's registration popup.
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('1bad');
  await form.getByRole('textbox', { name: 'Username', exact: true }).blur();
  await expect(form.getByText('Start with a letter, then letters and digits.')).toBeVisible();

  // A master agent may register agents too, so the kind switch shows.
  await expect(form.getByRole('radio', { name: 'Member' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Agent' })).toBeVisible();

  const direct = uniqueName('dl');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(direct);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Direct123');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Direct123');
  await form.getByRole('textbox', { name: 'Nickname (optional)' }).fill('Walk-in');
  await form.getByRole('button', { name: 'Register member' }).click();
  await expect(form.getByRole('status')).toHaveText(`Member ${direct} is registered in your team.`);
  await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');

  // The same name again: the server's "taken" under the field.
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(direct);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Direct123');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Direct123');
  await form.getByRole('button', { name: 'Register member' }).click();
  await expect(form.getByText('This is already registered.')).toBeVisible();

  // The affiliate card: link, copy, QR code.
  const card = page.getByRole('region', { name: 'Affiliate link' });
  const link = (await card.getByTestId('affiliate-link').textContent()) ?? '';
  expect(link).toBe(`${new URL(baseURL ?? '').origin}/register?affiliateCode=DEMOAGENT`);
  await expect(card.getByRole('img', { name: 'QR code of your affiliate link' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download QR code' })).toBeVisible();
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied successfully.')).toBeVisible();

  // A player opens the link in a browser of their own and registers in the normal popup.
  const context = await quietContext(browser, { baseURL });
  await context.addInitScript({ content: `localStorage.setItem('lang', 'EN');` });
  try {
    const visitor = await context.newPage();
    const captcha = trackCaptcha(visitor);
    await visitor.goto(link);
    const dialog = visitor.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('DEMOAGENT');
    const linked = uniqueName('lk');
    await fillRegisterPopup(dialog, linked, captcha);
    await expect(dialog).toBeHidden();
    await expect(visitor.getByText(`Welcome, ${linked}!`)).toBeVisible();

    expect(await inAgentTeam(page.request, direct)).toBe(true);
    expect(await inAgentTeam(page.request, linked)).toBe(true);

    // Both are in team management; a transfer to the linked one moves money between the two wallets.
    await grantBonus(page.request, DEMO_AGENT.account, 5_000);
    await page.goto('/agentHome/downlineManagmentView');
    const downlines = page.getByRole('region', { name: 'Downlines' });
    for (const account of [direct, linked]) {
      await page.getByLabel('Account').fill(account);
      await page.getByRole('button', { name: 'Search' }).click();
      // The unfiltered list may show the account too (newest first): wait for the search itself.
      await expect(page).toHaveURL(new RegExp(`[?&]account=${account}(&|$)`, 'u'));
      await expect(downlines.getByRole('row').filter({ hasText: account })).toContainText('0.00 THB');
    }
    const agentBefore = await mainBalance(page.request, DEMO_AGENT.account, DEMO_AGENT.password);
    await downlines.getByRole('button', { name: `Transfer to ${linked}` }).click();
    const transfer = page.getByRole('dialog', { name: `Transfer to ${linked}` });
    await transfer.getByLabel('Amount').fill('12.50');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await expect(transfer.getByRole('status')).toContainText(`12.50 THB sent to ${linked}`);
    await transfer.getByRole('button', { name: 'Close' }).click();
    await expect(downlines.getByRole('row').filter({ hasText: linked })).toContainText('12.50 THB');
    expect(await mainBalance(page.request, DEMO_AGENT.account, DEMO_AGENT.password)).toBe(agentBefore - 1_250);
    // The player sees the money in their own header.
    await visitor.reload();
    await expect(visitor.getByRole('banner', { name: 'Site header' }).getByLabel('Balance', { exact: true })).toHaveText('฿12.50');
  } finally {
    await context.close();
  }
});

/** The main wallet of an account in minor units, as its own balance call answers it. */
async function mainBalance(request: APIRequestContext, account: string, password: string): Promise<number> {
  const { token } = await apiLogin(request, account, password);
  const response = await request.get('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { value: { balance: string } };
  return Math.round(Number(body.value.balance) * 100);
}

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the register centre fits ${width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript({ content: `localStorage.setItem('theme', '${theme}');` });
      await page.goto('/agentHome/registerCenter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('img', { name: 'QR code of your affiliate link' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Register member' })).toBeVisible();
      expect(await overflowX(page)).toBe(0);
    });
  }
}

test.describe('a visitor with a link whose code no agent holds', () => {
  test.use({ session: 'visitor' });
  test('sees the invitation code error under the filled field and stays in the popup', async ({ page }) => {
    const captcha = trackCaptcha(page);
    await page.goto('/register?affiliateCode=NOSUCH42');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('NOSUCH42');
    await fillRegisterPopup(dialog, uniqueName('nc'), captcha);
    await expect(dialog.getByRole('textbox', { name: 'Invitation code' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
  });
});
