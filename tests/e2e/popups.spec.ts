import { expect, test } from './support/fixtures';

test.describe('login and register popups over home', () => {
  for (const [path, name] of [['/login', 'Login'], ['/register', 'Register']] as const) {
    test(`${path} shows home with the ${name} dialog, closable`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Browse by category' })).toBeAttached();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the header buttons open them; Escape closes; focus stays inside; scroll is locked and restored', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Official mirror list' })).toBeVisible();
    await page.evaluate('window.scrollTo(0, 200)');
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(200);

    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate('getComputedStyle(document.body).position')).toBe('fixed');
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate('getComputedStyle(document.body).position')).toBe('static');
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(200);

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });
});

test.describe('help centre', () => {
  test('/help opens the help modal over home with the seeded articles', async ({ page, request }) => {
    const help = (await (await request.get('/wps/system/helpCenter?language=EN')).json()) as {
      value: { categories: { title: string; articles: { title: string }[] }[] };
    };
    const categories = help.value.categories;
    expect(categories.length).toBeGreaterThan(0);

    await page.goto('/help');
    const dialog = page.getByRole('dialog', { name: 'Help centre' });
    await expect(dialog).toBeVisible();
    const topics = dialog.getByRole('navigation', { name: 'Help topics' });
    for (const category of categories) {
      await expect(topics.getByRole('heading', { name: category.title, exact: true })).toBeVisible();
      for (const article of category.articles) {
        await expect(topics.getByRole('button', { name: article.title, exact: true })).toBeVisible();
      }
    }
    const first = categories[0]?.articles[0]?.title ?? '';
    await expect(dialog.getByRole('article', { name: first })).toBeVisible();
    const last = categories.at(-1)?.articles.at(-1)?.title ?? '';
    await topics.getByRole('button', { name: last, exact: true }).click();
    await expect(dialog.getByRole('article', { name: last })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/help#term opens the terms article', async ({ page }) => {
    await page.goto('/help#term');
    const dialog = page.getByRole('dialog', { name: 'Help centre' });
    await expect(dialog.getByRole('article', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Terms and Conditions' })).toHaveAttribute('aria-current', 'true');
  });

  test('footer help links open the modal at their article', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click();
    await expect(page).toHaveURL(/\/help#term$/);
    await expect(page.getByRole('dialog', { name: 'Help centre' }).getByRole('article', { name: 'Terms and Conditions' })).toBeVisible();
  });

  test('help articles follow the language', async ({ page }) => {
    await page.addInitScript({ content: `localStorage.setItem('lang', 'CN');` });
    await page.goto('/help#term');
    await expect(page.getByRole('dialog', { name: '帮助中心' }).getByRole('article', { name: '条款与条件' })).toBeVisible();
  });
});
