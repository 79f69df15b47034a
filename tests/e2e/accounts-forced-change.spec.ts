import type { RegisterSetting } from '../../src/shared/api/system';
import { expect, test } from './support/fixtures';
import { apiRegister, uniqueName } from './support/accounts';

const text = (name: string) => ({ name, exact: true });

test.describe('the weak default password', () => {
  test('123456 opens the change-password popup instead of completing the login', async ({ page }) => {
    // Registration refuses 123456 under the demo rule, so relax the rule just long enough to create one.
    const original = ((await (await page.request.get('/wps/system/setting/register')).json()) as { value: RegisterSetting }).value;
    const relaxed = original.fields.map((f) => (f.name === 'password' || f.name === 'confirmPassword' ? { ...f, acceptedPattern: '*' as const } : f));
    const username = uniqueName('weak');
    try {
      expect((await page.request.patch('/dev/merchant/config', { data: { register: { fields: relaxed } } })).ok()).toBe(true);
      await apiRegister(page.request, { username, password: '123456' });
    } finally {
      await page.request.patch('/dev/merchant/config', { data: { register: { fields: original.fields } } });
    }

    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('textbox', text('Username')).fill(username);
    await login.getByRole('textbox', text('Password')).fill('123456');
    await login.getByRole('button', { name: 'Login' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await expect(change.getByText('For your security, please set a new password before you continue.')).toBeVisible();
    // The password just typed is known: no need to ask it again.
    await expect(change.getByRole('textbox', text('Current password'))).toHaveCount(0);
    await change.getByRole('textbox', text('New password')).fill('Stronger12');
    await change.getByRole('textbox', text('Confirm new password')).fill('Stronger13');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(change.getByText('The passwords do not match.')).toBeVisible();
    await change.getByRole('textbox', text('Confirm new password')).fill('Stronger12');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(change).toBeHidden();
    await expect(page).toHaveURL(/\/$/u);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    const header = page.getByRole('banner', { name: 'Site header' });
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(header.getByLabel('Balance', { exact: true })).toHaveText(/\d\.\d\d$/u);
  });
});
