import { expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { NO_ELECTRON_REASON } from '../../scripts/lib/electron-binary';
import type { DesktopApi } from '../../src/preload/api';
import { electronBinary, launchDesktop, mirrorStatus, readSettings, userDataDir, windowFacts, type RendererGlobal } from './launch';
import { startForwarder, type Forwarder } from './mirror-forwarder';

/**
 * The agent's desktop client (issue 7): settings kept across a restart, failover between two
 * mirrors when one dies, the customer-service and game windows, and the navigation rules.
 */
const suite = electronBinary ? 'desktop client' : `desktop client [${NO_ELECTRON_REASON}]`;

const desktop = (page: Page) => page.evaluate(() => Object.keys((globalThis as unknown as RendererGlobal).desktop ?? {}));

async function appWindow(app: ElectronApplication): Promise<Page> {
  const page = await app.firstWindow();
  await expect(page.getByRole('banner', { name: 'Site header' })).toBeVisible();
  return page;
}

test.describe(suite, () => {
  test.skip(!electronBinary, NO_ELECTRON_REASON);

  const forwarders: Forwarder[] = [];
  test.afterEach(async () => {
    await Promise.all(forwarders.splice(0).map((f) => f.close()));
  });
  async function mirrors(baseURL: string | undefined, count: number): Promise<Forwarder[]> {
    const started: Forwarder[] = [];
    for (let i = 0; i < count; i += 1) started.push(await startForwarder(baseURL ?? ''));
    forwarders.push(...started);
    return started;
  }

  test('keeps the language and the last good mirror across a restart', async ({ baseURL }) => {
    const [first, second] = await mirrors(baseURL, 2);
    if (!first || !second) throw new Error('two mirrors');
    const env = { PLATFORM_MIRRORS: `${first.origin},${second.origin}` };
    const userData = userDataDir({ language: 'EN' });

    // The preferred mirror is down at the first start: the second one answers and is remembered.
    await first.close();
    const before = await launchDesktop(undefined, { userData, env });
    const page = await appWindow(before);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect.poll(() => mirrorStatus(page)).toEqual({ active: second.origin, status: 'online' });
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('CN');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await before.close();
    expect(readSettings(userData)).toMatchObject({ language: 'CN', lastGoodMirror: second.origin });

    // Both are up now: the shell starts on the one that worked last time and keeps it while healthy.
    const revived = await startForwarder(baseURL ?? '');
    forwarders.push(revived);
    const after = await launchDesktop(undefined, { userData, env: { PLATFORM_MIRRORS: `${revived.origin},${second.origin}` } });
    try {
      const again = await appWindow(after);
      await expect(again.getByRole('button', { name: '登录' })).toBeVisible();
      await expect.poll(() => mirrorStatus(again)).toEqual({ active: second.origin, status: 'online' });
    } finally {
      await after.close();
    }
  });

  test('fails over to the second mirror when the first dies, and tells the renderer', async ({ baseURL }) => {
    const [first, second] = await mirrors(baseURL, 2);
    if (!first || !second) throw new Error('two mirrors');
    const app = await launchDesktop(undefined, { userData: userDataDir({ language: 'EN' }), env: { PLATFORM_MIRRORS: `${first.origin},${second.origin}` } });
    try {
      const page = await appWindow(app);
      await expect.poll(() => mirrorStatus(page)).toEqual({ active: first.origin, status: 'online' });
      const servedBySecond = second.hits();

      await first.close();
      // Real traffic finds the dead mirror: the lobby still loads, from the second one.
      await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: /^Play now: /u }).first()).toBeVisible();
      await expect.poll(() => mirrorStatus(page)).toEqual({ active: second.origin, status: 'online' });
      expect(second.hits()).toBeGreaterThan(servedBySecond);
      await expect(page.getByRole('status').filter({ hasText: `(${new URL(second.origin).host})` })).toBeVisible();

      // Both gone: the offline/unreachable screen, and its retry finds the platform again.
      await second.close();
      await page.evaluate(() => (globalThis as unknown as { desktop: DesktopApi }).desktop.mirror.retry());
      // (`offline` instead where the test machine itself has no network.)
      await expect(page.getByRole('alertdialog', { name: /^(Cannot reach the platform|You are offline)$/u })).toBeVisible();
    } finally {
      await app.close();
    }
  });

  test('opens one 440x750 customer-service window without the preload, focused again when asked twice', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL, { userData: userDataDir({ language: 'EN' }) });
    try {
      const page = await appWindow(app);
      const open = () => page.evaluate((url) => (globalThis as unknown as { desktop: DesktopApi }).desktop.windows.openCustomerService(url), `${baseURL}/healthz`);
      const opened = app.waitForEvent('window');
      await open();
      const support = await opened;
      await support.waitForLoadState('domcontentloaded');
      const facts = (await windowFacts(app)).find((w) => w.url.endsWith('/healthz'));
      expect(facts).toMatchObject({ size: [440, 750], resizable: false });
      expect(await desktop(support)).toEqual([]);

      await page.bringToFront();
      await open();
      const after = await windowFacts(app);
      expect(after).toHaveLength(2);
      await expect.poll(async () => (await windowFacts(app)).find((w) => w.id === facts?.id)?.focused).toBe(true);

      // It stays on its own origin: a look-alike host is not the same origin.
      await support.evaluate(() => {
        window.location.href = 'http://127.0.0.1.attacker.example/';
      });
      await expect.poll(() => support.url()).toContain('/healthz');
    } finally {
      await app.close();
    }
  });

  test('opens a game in its own window on the active mirror, with no preload', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL, { userData: userDataDir({ language: 'EN' }) });
    try {
      const page = await appWindow(app);
      await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' }).click();
      const trial = page.getByRole('main').getByRole('button', { name: /^Free trial: /u }).first();
      const opened = app.waitForEvent('window');
      await trial.click();
      const game = await opened;
      await game.waitForURL(/\/demo-vendor\/[^/]+\/play\?/u);
      expect(new URL(game.url()).origin).toBe(new URL(baseURL ?? '').origin);
      await expect(game.getByRole('note').filter({ hasText: 'DEMO GAME' })).toBeVisible();
      expect(await desktop(game)).toEqual([]);
      expect(await game.evaluate(() => typeof (globalThis as unknown as RendererGlobal).require)).toBe('undefined');
    } finally {
      await app.close();
    }
  });

  test('keeps the app window on app:// and opens no window the page asks for', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL, { userData: userDataDir({ language: 'EN' }) });
    try {
      const page = await appWindow(app);
      // (No https link here: the agent's window hands those to the system browser.)
      await page.evaluate(() => {
        window.open('file:///etc/passwd', '_blank');
        window.open('app://app/help', '_blank');
        window.location.href = 'https://app.example.com.attacker.com/';
      });
      // Still the same document: a blocked navigation leaves the page scriptable.
      expect(await page.evaluate(() => window.location.protocol)).toBe('app:');
      await expect(page.getByRole('banner', { name: 'Site header' })).toBeVisible();
      expect(app.windows()).toHaveLength(1);
      const refused = await page.evaluate(() =>
        (globalThis as unknown as { desktop: DesktopApi }).desktop.windows.openExternal('file:///etc/passwd').then(
          () => 'opened',
          (error: unknown) => String(error),
        ),
      );
      expect(refused).toContain('invalid_argument');
    } finally {
      await app.close();
    }
  });
});
