import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sideMenu, siteHeader } from './support/layout';

/**
 * Maintenance and region blocking, switched on through the non-production config endpoint and
 * switched back afterwards. Each Playwright worker has a server of its own, so no test of another
 * worker sees the platform closed.
 */
interface Config {
  maintenance: Record<string, unknown>;
  regionBlock: Record<string, unknown>;
}

async function patchConfig(request: APIRequestContext, patch: object): Promise<Config> {
  const response = await request.patch('/dev/merchant/config', { data: patch });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: Config }).value;
}

test.describe('system status screens', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ timezoneId: 'Asia/Bangkok' });
  test.setTimeout(120_000);

  // An empty patch answers the current configuration; each test puts back what it found.
  let original: Config;
  test.beforeEach(async ({ request }) => {
    original = await patchConfig(request, {});
  });
  test.afterEach(async ({ request }) => {
    await patchConfig(request, { maintenance: original.maintenance, regionBlock: original.regionBlock });
  });

  test('maintenance replaces the app: end time in the player zone, info, customer service', async ({ page, request }) => {
    await patchConfig(request, { maintenance: { enabled: true, start: null, end: '2030-01-02T03:04:00.000Z' } });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByText('Expected to end at')).toBeVisible();
    await expect(page.getByText('2030-01-02 10:04:00 (GMT+07:00)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeEnabled();
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(siteHeader(page)).toHaveCount(0);
    const status = (await (await request.get('/wps/system/status?language=EN')).json()) as { value: { maintenanceInfo: string | null } };
    if (status.value.maintenanceInfo) await expect(page.getByText(status.value.maintenanceInfo)).toBeVisible();

    // Any route: the screen replaces every page.
    await page.goto('/mirrors');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();

    // Translated like everything else.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
    await expect(page.getByRole('heading', { name: '系统维护中' })).toBeVisible();
    await expect(page.getByRole('button', { name: '联系客服' })).toBeVisible();
  });

  test('the customer-service button opens the support window', async ({ page, request }) => {
    await patchConfig(request, { maintenance: { enabled: true } });
    await page.goto('/');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    await popup;
  });

  test('region block replaces the app with the visitor IP and message', async ({ page, request }) => {
    await patchConfig(request, { regionBlock: { enabled: true, addresses: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] } });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('Your IP address')).toBeVisible();
    await expect(page.getByText('127.0.0.1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
  });

  test('a running app notices the change when the window regains focus, and recovers', async ({ page, request }) => {
    await page.goto('/');
    await expect(sideMenu(page)).toBeVisible();
    // A focus while an earlier status call is still in flight shares that call's (older) answer,
    // and home makes many calls as it settles: regain focus until the app has noticed.
    const regainFocusUntil = (visible: () => Promise<void>) =>
      expect(async () => {
        await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
        await visible();
      }).toPass({ timeout: 15_000 });
    await patchConfig(request, { maintenance: { enabled: true } });
    await regainFocusUntil(() => expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible({ timeout: 2000 }));
    await patchConfig(request, { maintenance: original.maintenance });
    await regainFocusUntil(() => expect(sideMenu(page)).toBeVisible({ timeout: 2000 }));
  });
});
