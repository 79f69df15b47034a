import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consoleSignIn, expectAudited, openSection } from './support/console-ui';

/**
 * The console's operators screen (issue 22): the seeded administrator adds an operator, changes its
 * role, resets its second factor and disables it; the list shows each state, each toast says so,
 * and every change is in the audit log.
 */

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('an administrator adds an operator, changes its role, resets its two-step sign-in and disables it, all audited', async ({ page }) => {
  test.setTimeout(60_000);
  const username = `desk.${Date.now().toString(36)}`;
  await consoleSignIn(page);
  await openSection(page, 'Operators');
  const own = rowOf(page, 'ops').filter({ has: page.getByText('You', { exact: true }) });
  await expect(own).toContainText('Another administrator changes your account.');
  await expect(own.getByRole('button')).toHaveCount(0);

  // Add: the rules are checked under the fields before a call is made; the generated password is shown.
  await page.getByRole('button', { name: 'Add operator' }).click();
  const add = page.getByRole('dialog', { name: 'Add operator' });
  await add.getByRole('textbox', { name: 'Username' }).fill('No Caps');
  await add.getByRole('button', { name: 'Add operator' }).click();
  await expect(add.getByText('Use only lowercase letters, digits, dots, dashes and underscores.')).toBeVisible();
  await expect(add.getByText('Enter an initial password, or generate one.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Username' }).fill(username);
  await add.getByRole('button', { name: 'Generate' }).click();
  await expect(add.getByRole('textbox', { name: 'Initial password' })).toHaveValue(/^\S{18}$/u);
  await add.getByRole('combobox', { name: 'Role' }).selectOption('support');
  const created = page.waitForResponse((r) => r.url().endsWith('/ops-api/operators') && r.request().method() === 'POST');
  await add.getByRole('button', { name: 'Add operator' }).click();
  const id = ((await (await created).json()) as { value: { id: number } }).value.id;
  await expect(toast(page, `Operator ${username} added.`)).toBeVisible();
  const row = rowOf(page, username);
  await expect(row).toContainText('Support');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Not set up — enrols at next sign-in');

  // Role: the dialog lists what each role may do.
  await row.getByRole('button', { name: `Change role of ${username}` }).click();
  const roleDialog = page.getByRole('dialog', { name: `Change role of ${username}` });
  await roleDialog.getByRole('combobox', { name: 'Role' }).selectOption('content');
  await expect(roleDialog.getByRole('listitem').filter({ hasText: 'Content (selected)' })).toContainText('Manage banners, notices and help');
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page, `${username} is now Content.`)).toBeVisible();
  await expect(row).toContainText('Content');

  await row.getByRole('button', { name: `Reset two-step sign-in of ${username}` }).click();
  await expect(page.getByRole('dialog')).toContainText('its open sessions end at once');
  await confirm(page, `Reset two-step sign-in of ${username}`);
  await expect(toast(page, `Two-step sign-in of ${username} reset`)).toBeVisible();

  await row.getByRole('button', { name: `Disable ${username}` }).click();
  await confirm(page, `Disable ${username}`);
  await expect(toast(page, `${username} is disabled.`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${username}` })).toBeVisible();

  await expectAudited(page, 'operator.add', id);
  await expectAudited(page, 'operator.reset_second_factor', id);
  await expectAudited(page, 'operator.change', id);
  await expect(page.getByRole('row').filter({ hasText: 'operator.change' })).toHaveCount(2);
});
