import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const languageSelect = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: /^(Language|语言|ภาษา)$/ });
const storedLanguage = (page: Page) => page.evaluate('localStorage.getItem("lang")');
const htmlLang = (page: Page) => page.locator('html');

test.describe('language', () => {
  test.use({ lang: null });

  test('with nothing stored, TH is used and stored', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'th');
    expect(await storedLanguage(page)).toBe('TH');
  });

  test('a stored language outside EN, CN, TH is replaced by TH', async ({ page }) => {
    await page.addInitScript({ content: `if (!sessionStorage.getItem('bogus')) { localStorage.setItem('lang', 'KLINGON'); sessionStorage.setItem('bogus', '1'); }` });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
    expect(await storedLanguage(page)).toBe('TH');
  });

  test('switching EN → CN → TH translates the page and survives a reload', async ({ page }) => {
    await page.goto('/');
    await languageSelect(page).selectOption('EN');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');

    await languageSelect(page).selectOption('CN');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '侧边菜单' }).getByRole('link', { name: '存款' })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'zh-CN');
    expect(await storedLanguage(page)).toBe('CN');

    await page.reload();
    await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('CN');

    await languageSelect(page).selectOption('TH');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'th');
  });

  test('the language is sent to the API calls that take it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    const menus = page.waitForRequest((r) => r.url().includes('/lgw/games/game_menus') && r.url().includes('language=CN'));
    await languageSelect(page).selectOption('CN');
    await menus;
  });
});
