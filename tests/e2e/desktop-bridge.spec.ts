import type { APIRequestContext, Page } from '@playwright/test';
import { IPC_CHANNELS } from '../../src/shared/desktop';
import { FakeDesktop } from './support/fake-desktop';
import { expect, test } from './support/fixtures';

/**
 * The renderer in the desktop shell, driven in Chromium with a fake `window.desktop` (the preload's
 * shape; the test plays main): the language is kept through it, customer service and games open
 * through it instead of browser pop-ups, and the shell's notices (another mirror, offline, the
 * kiosk's idle countdown) are shown.
 */

async function withDesktop(page: Page, setup: (fake: FakeDesktop) => void = () => undefined): Promise<FakeDesktop> {
  const fake = new FakeDesktop(page);
  setup(fake);
  await fake.install();
  return fake;
}

/** The app is up and its desktop notices listen (they ask for the mirror status when they start). */
async function listening(page: Page, fake: FakeDesktop): Promise<void> {
  await expect(page.getByRole('banner', { name: 'Site header' })).toBeVisible();
  await expect.poll(() => fake.callsOn(IPC_CHANNELS.mirrorGet).length).toBeGreaterThan(0);
}

const languageSelect = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: /^(Language|语言|ภาษา)$/u });
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });

async function trialGame(request: APIRequestContext): Promise<{ gameName: string }> {
  const response = await request.get('/lgw/games/list?gameType=RNG&gameClassify=SLOT&pageSize=100&language=EN', {
    headers: { 'accept-encoding': 'identity' },
  });
  const { value } = (await response.json()) as { value: { games: { gameName: string; supportPlay: number; maintenance: boolean }[] } };
  const game = value.games.find((g) => g.supportPlay === 0 && !g.maintenance);
  if (!game) throw new Error('the seed has a slot with a free trial');
  return game;
}

test.describe('desktop bridge', () => {
  test('the language kept by the shell wins at start, and a change in the app is saved through it', async ({ page }) => {
    // The browser storage says EN (fixture), the shell's settings say CN: the shell wins.
    const fake = await withDesktop(page, (f) => {
      f.settings = { ...f.settings, language: 'CN' };
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('CN');

    await languageSelect(page).selectOption('TH');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(fake.callsOn(IPC_CHANNELS.settingsSetLanguage)).toEqual([['TH']]);

    // A fresh start with the page's storage gone (a kiosk wipe, a new profile) restores it from the shell.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('customer service opens through the shell (chat in its window, e-mail in the mail application), not as a pop-up', async ({ page }) => {
    const fake = await withDesktop(page);
    await page.goto('/');
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await sideMenu(page).getByRole('button', { name: 'Customer service' }).click();
    await sideMenu(page).getByRole('button', { name: /Live Chat/u }).click();
    await expect.poll(() => fake.callsOn(IPC_CHANNELS.windowsOpenCustomerService)).toEqual([[expect.stringMatching(/^https:\/\/chat\.[^/]+\/widget$/u)]]);
    await sideMenu(page).getByRole('button', { name: /support@/u }).click();
    await expect.poll(() => fake.callsOn(IPC_CHANNELS.windowsOpenExternal)).toEqual([[expect.stringMatching(/^mailto:support@/u)]]);
    expect(popups).toEqual([]);
  });

  test('a game opens through the shell with its launch URL, not as a pop-up', async ({ page, request }) => {
    const game = await trialGame(request);
    const fake = await withDesktop(page);
    await page.goto('/rng');
    const search = page.getByRole('search', { name: 'Search games' });
    await search.getByRole('searchbox').fill(game.gameName);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await page.getByRole('main').getByRole('button', { name: `Free trial: ${game.gameName}` }).first().click();
    await expect.poll(() => fake.callsOn(IPC_CHANNELS.windowsOpenGame)).toHaveLength(1);
    const [[url]] = fake.callsOn(IPC_CHANNELS.windowsOpenGame) as [[string]];
    // Root-relative: main resolves it against the active mirror, never the app's own origin.
    expect(url).toMatch(/^\/demo-vendor\/[^/]+\/play\?/u);
    expect(new URL(url, 'https://m1.example.com').searchParams.get('mode')).toBe('trial');
    expect(popups).toEqual([]);
  });

  test('a switch to another mirror is announced; offline shows a screen whose retry asks the shell', async ({ page }) => {
    const fake = await withDesktop(page);
    await page.goto('/');
    await listening(page, fake);

    await fake.emitMirror({ active: 'https://m2.example.com', status: 'online' });
    await expect(page.getByRole('status').filter({ hasText: 'Switched to another server (m2.example.com) to keep you connected.' })).toBeVisible();

    await fake.emitMirror({ active: 'https://m2.example.com', status: 'offline' });
    const offline = page.getByRole('alertdialog', { name: 'You are offline' });
    await expect(offline).toBeVisible();
    await expect(offline).toContainText('This computer has no network connection.');

    fake.afterRetry = { active: 'https://m2.example.com', status: 'unreachable' };
    await offline.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Cannot reach the platform' })).toBeVisible();
    expect(fake.callsOn(IPC_CHANNELS.mirrorRetry)).toHaveLength(1);

    fake.afterRetry = { active: 'https://m3.example.com', status: 'online' };
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '(m3.example.com)' })).toBeVisible();
  });

  test.describe('kiosk', () => {
    test.use({ session: 'member' });

    test('counts down visibly, goes away on Continue, and at expiry signs out on the server and asks the shell to wipe', async ({ page }) => {
      const fake = await withDesktop(page, (f) => {
        f.settings = { ...f.settings, kiosk: true };
      });
      await page.goto('/');
      await listening(page, fake);
      await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

      await fake.emitIdle({ phase: 'warning', secondsLeft: 30 });
      const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await expect(dialog).toContainText('For your security you will be signed out in 30 s.');
      await fake.emitIdle({ phase: 'warning', secondsLeft: 29 });
      await expect(dialog).toContainText('signed out in 29 s.');
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toHaveCount(0);

      await fake.emitIdle({ phase: 'warning', secondsLeft: 1 });
      await expect(dialog).toBeVisible();
      const logout = page.waitForRequest((r) => r.url().endsWith('/wps/session/logout') && r.method() === 'DELETE');
      await fake.emitIdle({ phase: 'expired' });
      await expect(page.getByRole('alertdialog', { name: 'Signing you out…' })).toBeVisible();
      await logout;
      await expect.poll(() => fake.callsOn(IPC_CHANNELS.kioskEndSession)).toHaveLength(1);
      expect(await page.evaluate(() => [sessionStorage.getItem('token'), localStorage.length])).toEqual([null, 0]);
    });
  });

  test.describe('the agent centre (what agents use the desktop client for)', () => {
    test.use({ session: 'agent' });
    test('opens in the shell with its pages, and its customer service opens the shell’s window', async ({ page }) => {
      const fake = await withDesktop(page);
      const popups: Page[] = [];
      page.on('popup', (popup) => popups.push(popup));
      await page.goto('/agentHome');
      await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
      await expect(page.getByRole('timer', { name: 'Current time' })).toHaveText(/GMT[+-]\d/u);
      const nav = page.getByRole('navigation', { name: 'Agent centre' });
      await nav.getByRole('link', { name: 'User loss' }).click();
      await expect(page.getByRole('heading', { name: 'User loss', level: 1 })).toBeVisible();
      await nav.getByRole('button', { name: 'Customer service' }).click();
      await expect.poll(() => fake.callsOn(IPC_CHANNELS.windowsOpenCustomerService)).toEqual([[expect.stringMatching(/^https:\/\/chat\.[^/]+\/widget$/u)]]);
      expect(popups).toEqual([]);
    });
  });

  test('the web build has no desktop notices', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => 'desktop' in window)).toBe(false);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
