import { expect, test } from './support/fixtures';
import { overflowX, sideMenu, siteHeader } from './support/layout';

const PAGES = ['/', '/mirrors', '/live', '/agent', '/help', '/no-such-page'];

test.describe('phone 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the side menu is a drawer behind the menu button', async ({ page }) => {
    await page.goto('/');
    await expect(sideMenu(page)).toBeHidden();
    const button = siteHeader(page).getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(siteHeader(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sideMenu(page)).toBeHidden();
    await button.click();
    await sideMenu(page).getByRole('link', { name: 'Live Casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(sideMenu(page)).toBeHidden();
  });

  test('the theme button moves into the drawer', async ({ page }) => {
    await page.goto('/');
    await expect(siteHeader(page).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeHidden();
    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    const before = await page.locator('html').getAttribute('data-theme');
    await sideMenu(page).getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  });

  for (const path of PAGES) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('desktop 1920x1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const path of PAGES) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
    });
  }

  test('side menu and category nav are shown, no menu button', async ({ page }) => {
    await page.goto('/');
    await expect(sideMenu(page)).toBeVisible();
    await expect(siteHeader(page).getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    await expect(siteHeader(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});
