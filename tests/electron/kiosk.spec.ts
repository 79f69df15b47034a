import { expect, test } from '@playwright/test';
import { NO_ELECTRON_REASON } from '../../scripts/lib/electron-binary';
import { DEMO_PLAYER, apiLogin } from '../e2e/support/accounts';
import { electronBinary, launchDesktop, userDataDir, windowFacts } from './launch';

/**
 * The betting-shop kiosk (issue 7): a fullscreen kiosk window, shortcuts swallowed, and the idle
 * auto-logout: a visible countdown, then the customer signed out on the server and their data
 * wiped in a fresh window.
 */
const suite = electronBinary ? 'kiosk' : `kiosk [${NO_ELECTRON_REASON}]`;

test.describe(suite, () => {
  test.skip(!electronBinary, NO_ELECTRON_REASON);

  test('runs fullscreen as a kiosk and swallows reload, devtools, zoom and close shortcuts', async ({ baseURL }) => {
    const app = await launchDesktop(baseURL, { userData: userDataDir({ language: 'EN' }), args: ['--kiosk'] });
    try {
      const page = await app.firstWindow();
      await expect(page.getByRole('banner', { name: 'Site header' })).toBeVisible();
      expect((await windowFacts(app)).map((w) => w.kiosk)).toEqual([true]);
      expect(await app.evaluate(({ Menu }) => Menu.getApplicationMenu())).toBeNull();

      await page.evaluate(() => {
        const seen: string[] = [];
        (globalThis as unknown as { seenKeys: string[] }).seenKeys = seen;
        window.addEventListener('keydown', (event) => seen.push(event.key), true);
      });
      for (const shortcut of ['F5', 'Control+r', 'F12', 'Control+Shift+I', 'Control+=', 'Control+-', 'Control+w', 'Alt+F4', 'a']) {
        await page.keyboard.press(shortcut);
      }
      expect(await page.evaluate(() => (globalThis as unknown as { seenKeys: string[] }).seenKeys.filter((k) => k.length === 1 || /^F\d+$/u.test(k)))).toEqual(['a']);
      expect(app.windows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  test('signs an idle customer out after a visible countdown and wipes their data', async ({ baseURL, request }) => {
    test.setTimeout(60_000);
    const { token } = await apiLogin(request, DEMO_PLAYER.account, DEMO_PLAYER.password);
    const app = await launchDesktop(baseURL, { userData: userDataDir({ language: 'EN' }), args: ['--kiosk', '--idle-timeout=10'] });
    try {
      const page = await app.firstWindow();
      await page.evaluate((t) => sessionStorage.setItem('token', t), token);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByLabel('Balance', { exact: true })).toBeVisible();
      await page.evaluate(() => localStorage.setItem('customer-note', 'previous customer'));

      // The customer touches the kiosk, then walks away: 5 s of quiet, then a 5 s countdown.
      await page.mouse.click(400, 300);
      const countdown = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await expect(countdown).toBeVisible({ timeout: 15_000 });
      await expect(countdown).toContainText(/signed out in [1-5] s\./u);

      const fresh = app.waitForEvent('window', { timeout: 20_000 });
      const next = await fresh;
      await expect(next.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await next.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('customer-note')])).toEqual([null, null]);
      expect(app.windows()).toHaveLength(1);

      // The session is gone on the server too.
      const info = await request.get('/wps/member/info', { headers: { authorization: `Bearer ${token}` } });
      expect(await info.json()).toMatchObject({ success: false, code: 'not_logged_in' });
    } finally {
      await app.close();
    }
  });
});
