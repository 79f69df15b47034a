import { expect, test } from './support/fixtures';
import { trackCaptcha, uniqueMobile, uniqueName } from './support/accounts';

test('register by username, sign out with the confirmation, sign in again', async ({ page }) => {
  const captcha = trackCaptcha(page);
  const username = uniqueName('reg');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();

  // Validation from the server's config, shown under the fields on blur.
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('1bad');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).blur();
  await expect(dialog.getByText('Start with a letter, then letters and digits.')).toBeVisible();
  await expect(dialog.getByText('6-12 characters')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Secret123');
  await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(uniqueMobile());
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please agree to the terms and confirm your age.')).toBeVisible();
  await dialog.getByLabel('I have read and agree to the terms and conditions').check();
  await dialog.getByLabel('I confirm I am at least 18 years old').check();
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.answer());
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner', { name: 'Site header' });
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${username}!`)).toBeVisible();
  await expect(header.getByLabel('Balance', { exact: true })).toHaveText(/^฿\d[\d,]*\.\d\d$/u);

  // Sign out asks first.
  await header.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm.getByText('Are you sure you want to sign out?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // Sign in with remember-me: the username (never the password) is kept.
  await header.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(` ${username} `);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await login.getByLabel('Remember my username').check();
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText(/Last login: \d{4}-\d\d-\d\d \d\d:\d\d from /u)).toBeVisible();
  const remembered = await page.evaluate(() => localStorage.getItem('rememberedUsername'));
  expect(remembered).toContain(username);
  expect(remembered).not.toContain('Secret123');
});
