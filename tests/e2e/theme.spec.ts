import { expect, quietContext, test } from './support/fixtures';

test.describe('theme', () => {
  test.use({ colorScheme: 'dark' });

  test('defaults to the system preference, switches and is remembered', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate('localStorage.getItem("theme")')).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the light preference is used when nothing is stored', async ({ browser }) => {
    const context = await quietContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the stored theme is applied before the app starts (no flash)', async ({ page }) => {
    await page.addInitScript({ content: `localStorage.setItem('theme', 'light');` });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
