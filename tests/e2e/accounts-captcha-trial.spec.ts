import { expect, test } from './support/fixtures';
import { apiRegister, trackCaptcha, uniqueName } from './support/accounts';

const text = (name: string) => ({ name, exact: true });

test('the captcha appears after failed logins and then lets the right answer in', async ({ page }) => {
  const captcha = trackCaptcha(page);
  const username = uniqueName('cap');
  await apiRegister(page.request, { username, password: 'Right1234' });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByRole('textbox', text('Captcha'))).toHaveCount(0);
  await login.getByRole('textbox', text('Username')).fill(username);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await login.getByRole('textbox', text('Password')).fill('Wrong1234');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('alert')).toBeVisible();
    if ((await login.getByRole('textbox', text('Captcha')).count()) > 0) break;
  }
  await expect(login.getByRole('textbox', text('Captcha'))).toBeVisible();
  await expect(login.getByRole('button', { name: 'New captcha image' }).locator('img')).toBeVisible();
  await login.getByRole('textbox', text('Password')).fill('Right1234');
  await login.getByRole('textbox', text('Captcha')).fill(await captcha.answer());
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a free-play (trial) account is kept out of account pages', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Free play (try now)' }).click();
  await expect(login).toBeHidden();
  const header = page.getByRole('banner', { name: 'Site header' });
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/member/securityCenter');
  await expect(page.getByRole('alert')).toContainText('A real account is required');
  await expect(page.getByRole('heading', { name: 'Security centre' })).toHaveCount(0);
  await page.goto('/member/withdraw');
  await expect(page.getByRole('alert')).toContainText('A real account is required');
});

test('an agent signs in on /agent and lands on /agentHome; a member is refused there', async ({ page }) => {
  await page.goto('/agent');
  const form = page.getByRole('main');
  // The merchant's support hours in its own zone (the seed: Asia/Bangkok, Mon–Fri 12:00–21:00).
  await expect(form.getByText('Support hours: Mon–Fri 12:00–21:00 (GMT+7)')).toBeVisible();
  await form.getByRole('textbox', text('Username')).fill('downline1');
  await form.getByRole('textbox', text('Password')).fill('Down1234');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByRole('alert')).toContainText(/agent/iu);
  await expect(page).toHaveURL(/\/agent$/u);
  await form.getByRole('textbox', text('Username')).fill('demoagent');
  await form.getByRole('textbox', text('Password')).fill('Agent1234');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/agentHome$/u);
  await expect(page.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
});

test('a sign-in from a new address asks the code sent to the masked recipient, then resubmits with it', async ({ page }) => {
  // Every test runs from 127.0.0.1, so the server's first answer is stood in for; the retry is real.
  let first = true;
  await page.route('**/wps/session/login', async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'please_verify_first', message: 'verify', value: { channel: 'SMS', recipient: '+66******5678' } }),
    });
  });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('textbox', text('Username')).fill('demoplayer');
  await login.getByRole('textbox', text('Password')).fill('Demo1234');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText('You are signing in from a new address. Enter the code we sent by SMS to +66******5678.')).toBeVisible();
  await login.getByRole('button', { name: 'Verify and login' }).click();
  await expect(login.getByText('This field is required.')).toBeVisible();
  await login.getByRole('textbox', text('Verification code')).fill('123456');
  await login.getByRole('button', { name: 'Verify and login' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Account menu' })).toBeVisible();
});

const HOURS = [
  { lang: 'CN', text: '客服时间：周一至周五 12:00–21:00（GMT+7）' },
  { lang: 'TH', text: 'เวลาให้บริการ: จันทร์–ศุกร์ 12:00–21:00 (GMT+7)' },
] as const;
for (const { lang, text: hours } of HOURS) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });
    test(`the agent login page gives the support hours in ${lang}`, async ({ page }) => {
      await page.goto('/agent');
      await expect(page.getByRole('main').getByText(hours)).toBeVisible();
    });
  });
}
