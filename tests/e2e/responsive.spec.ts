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
    // Every category fits: no fade.
    await expect(siteHeader(page).locator('.category-nav__fade.is-shown')).toHaveCount(0);
  });
});

test.describe('desktop 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a category nav too wide for the header fades on the side that has more, and scrolls to it', async ({ page }) => {
    await page.goto('/');
    const nav = siteHeader(page).getByRole('navigation', { name: 'Game categories' });
    const before = siteHeader(page).locator('.category-nav__fade--before');
    const after = siteHeader(page).locator('.category-nav__fade--after');
    await expect(nav.getByRole('link', { name: 'Lottery', exact: true })).toBeAttached();
    expect(await nav.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(after).toHaveClass(/is-shown/);
    await expect(before).not.toHaveClass(/is-shown/);
    await nav.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(before).toHaveClass(/is-shown/);
    await expect(after).not.toHaveClass(/is-shown/);
    await nav.getByRole('link', { name: 'Lottery', exact: true }).click();
    await expect(page).toHaveURL(/\/lott$/);
  });
});
