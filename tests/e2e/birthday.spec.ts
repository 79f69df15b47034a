import { expect, test } from './support/fixtures';
import { signInPage } from './support/accounts';

/** The VIP birthday bonus as a player meets it: the one-time birthday form and the ladder's column. */
test.use({ lang: 'EN' });

test('a player sets its birthday once in the security centre, with field messages for impossible days', async ({ page }) => {
  await signInPage(page, 'downline3', 'Down1234');
  await page.goto('/member/securityCenter');
  const main = page.getByRole('main');
  const birthday = main.getByLabel('Birthday');
  const save = main.getByRole('button', { name: 'Save birthday' });
  await birthday.fill(`${new Date().getFullYear() - 5}-01-01`);
  await save.click();
  await expect(main.getByText('You must be at least 18 years old.')).toBeVisible();
  await birthday.fill('1990-05-17');
  await save.click();
  await expect(main.getByText('1990-05-17')).toBeVisible();
  await expect(save).toHaveCount(0);
  await page.reload();
  await expect(main.getByText('1990-05-17')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save birthday' })).toHaveCount(0);
});

test.describe('the VIP ladder', () => {
  test.use({ session: 'member' });

  test('shows each level’s birthday bonus', async ({ page }) => {
    await page.goto('/member/rewardCenter?tab=vip');
    const ladder = page.getByRole('main').getByRole('region', { name: 'VIP levels' });
    await expect(ladder.getByRole('columnheader', { name: 'Birthday bonus' })).toBeVisible();
    await expect(ladder.getByRole('cell', { name: /28,888/ })).toBeVisible();
  });
});
