import { expect, test } from './support/fixtures';
import { apiRegister, latestCode, trackCaptcha, uniqueMobile, uniqueName } from './support/accounts';

const text = (name: string) => ({ name, exact: true });

test('register by mobile with the SMS code from the outbox, then recover the password by phone', async ({ page }) => {
  // Two SMS flows and a sign-out in one story: over 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const captcha = trackCaptcha(page);
  const mobile = uniqueMobile();
  await page.goto('/register?referralCode=FRIEND1');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(dialog.getByRole('textbox', text('Username'))).toHaveCount(0);

  // The number is checked before any SMS is sent (Thai numbers have 9 digits).
  await dialog.getByRole('textbox', text('Mobile number')).fill('12345');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('The phone number must have 9 digits.')).toBeVisible();

  await dialog.getByRole('textbox', text('Mobile number')).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/u })).toBeDisabled();
  const code = await latestCode(page.request, mobile);
  await dialog.getByRole('textbox', text('Verification code')).fill(code);
  await dialog.getByRole('textbox', text('Password')).fill('Phone1234');
  await dialog.getByRole('textbox', text('Confirm password')).fill('Phone1234');
  await dialog.getByRole('textbox', text('Captcha')).fill(await captcha.answer());
  await dialog.getByRole('checkbox', { name: /agree to the terms/u }).check();
  await dialog.getByRole('checkbox', { name: /at least 18/u }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  const header = page.getByRole('banner', { name: 'Site header' });
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/u);

  // Sign out, then recover by phone: the code from the outbox signs in and lands on /.
  await header.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
  await header.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'Mobile number' }).click();
  await forgot.getByRole('textbox', text('Mobile number')).fill(mobile);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByRole('button', { name: /Resend in/u })).toBeDisabled();
  const recoveryCode = await expect.poll(() => latestCode(page.request, mobile)).not.toBe(code).then(() => latestCode(page.request, mobile));
  await forgot.getByRole('textbox', text('Verification code')).fill(recoveryCode);
  await forgot.getByRole('textbox', text('New password')).fill('Renewed99');
  await forgot.getByRole('textbox', text('Confirm new password')).fill('Renewed99');
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(forgot).toBeHidden();
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/u);
});

test('sign in with an SMS code on the mobile tab', async ({ page }) => {
  const mobile = uniqueMobile();
  await apiRegister(page.request, { username: uniqueName('sms'), password: 'Sms12345', mobileNum: mobile });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('tab', { name: 'Mobile number' }).click();
  // The country-code drop-down toggles on click.
  const toggle = login.getByRole('button', { name: 'Country code +66' });
  await toggle.click();
  await expect(login.getByRole('listbox', { name: 'Country codes' })).toBeVisible();
  await toggle.click();
  await expect(login.getByRole('listbox', { name: 'Country codes' })).toHaveCount(0);
  await login.getByRole('textbox', text('Mobile number')).fill(mobile);
  await login.getByRole('button', { name: 'Send code' }).click();
  await login.getByRole('textbox', text('Verification code')).fill(await latestCode(page.request, mobile));
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('recover a password by e-mail: a notice, and the popup closes', async ({ page }) => {
  const username = uniqueName('mail');
  const email = `${username}@example.com`;
  await apiRegister(page.request, { username, password: 'Mail1234', email });
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('textbox', text('E-mail')).fill('not-an-email');
  await forgot.getByRole('textbox', text('Username')).fill(username);
  await forgot.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(forgot.getByText('Enter a valid e-mail address.')).toBeVisible();
  await forgot.getByRole('textbox', text('E-mail')).fill(email);
  await forgot.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(forgot).toBeHidden();
  await expect(page.getByText('We have sent you an e-mail with a link to reset your password.')).toBeVisible();
  const mails = await (await page.request.get('/dev/outbox')).json() as { value: { list: { channel: string; recipient: string; text: string }[] } };
  const mail = mails.value.list.find((m) => m.channel === 'email' && m.recipient === email)?.text ?? '';
  const token = /resetToken=([^\s&]+)/u.exec(mail)?.[1];
  expect(token).toBeTruthy();

  // The link opens the new-password popup; the token leaves the address bar; success signs in at /.
  await page.goto(`/?resetToken=${token}`);
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await expect(reset).toBeVisible();
  expect(page.url()).not.toContain('resetToken');
  await reset.getByRole('textbox', text('New password')).fill('FromMail77');
  await reset.getByRole('textbox', text('Confirm new password')).fill('FromMail77');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Account menu' })).toBeVisible();
});
