import { expect, test } from './support/fixtures';
import { footer, sideMenu, siteHeader } from './support/layout';

interface Whitelabel {
  name: string;
  logoUrl: string;
  customerService: { csType: string; label: string }[];
  licences: { name: string }[];
  socialLinks: Partial<Record<'facebook' | 'line' | 'telegram' | 'twitter', string>>;
  footerVendors: { name: string }[];
  officialChannels: { name: string }[];
}

const NETWORK_NAMES = { facebook: 'Facebook', line: 'LINE', telegram: 'Telegram', twitter: 'Twitter' } as const;

test.describe('frame', () => {
  let whitelabel: Whitelabel;
  test.beforeEach(async ({ request }) => {
    whitelabel = ((await (await request.get('/wps/system/whitelabel')).json()) as { value: Whitelabel }).value;
  });

  test('header: logo, category nav with vendor drop-downs, login and register', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(whitelabel.name);
    const header = siteHeader(page);
    const logo = header.getByRole('link', { name: `${whitelabel.name} home` });
    await expect(logo).toBeVisible();
    await expect(logo.locator('img')).toHaveAttribute('src', whitelabel.logoUrl);
    const nav = header.getByRole('navigation', { name: 'Game categories' });
    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    const vendors = nav.getByRole('list', { name: 'Slots providers' });
    await expect(vendors).toBeVisible();
    await expect(vendors.getByRole('link').first()).toBeVisible();
    await vendors.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/rng\?vendor=/);
    await header.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  test('side menu: categories, personal-centre items (guarded), QR, customer service, licences', async ({ page }) => {
    await page.goto('/');
    const menu = sideMenu(page);
    for (const name of ['Home', 'Slots', 'Live Casino', 'Deposit', 'Withdrawal', 'Account', 'Invite friends', 'Promotions', 'VIP', 'Bet record', 'Account record', 'Personal profit/loss', 'Messages']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'iOS' }).hover();
    await expect(menu.getByRole('img', { name: 'Scan to download the iOS app' })).toBeVisible();
    await menu.getByRole('link', { name: 'Android' }).hover();
    await expect(menu.getByRole('img', { name: 'Scan to download the Android app' })).toBeVisible();

    const cs = menu.getByRole('button', { name: 'Customer service' });
    await expect(cs).toHaveAttribute('aria-expanded', 'false');
    await cs.click();
    await expect(cs).toHaveAttribute('aria-expanded', 'true');
    for (const entry of whitelabel.customerService) {
      await expect(menu.getByRole('button', { name: new RegExp(entry.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    }

    for (const channel of whitelabel.officialChannels) {
      await expect(menu.getByRole('link', { name: channel.name })).toBeVisible();
    }

    const licence = whitelabel.licences[0];
    if (licence) {
      await menu.getByRole('button', { name: `View licence: ${licence.name}` }).click();
      const dialog = page.getByRole('dialog', { name: licence.name });
      await expect(dialog.getByRole('img', { name: licence.name })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    await menu.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('side menu QR that cannot be drawn says Image load error', async ({ page }) => {
    // The drawer chunk (qr-draw, with qrcode) fails to load: the shared QrCode must say so, not hang.
    await page.route(/\/assets\/qr-draw-[^/]*\.js$/u, (route) => route.abort());
    await page.goto('/');
    const menu = sideMenu(page);
    await menu.getByRole('link', { name: 'iOS' }).hover();
    await expect(menu.getByRole('tooltip').getByText('Image load error')).toBeVisible();
    await expect(menu.getByRole('img', { name: 'Scan to download the iOS app' })).toHaveCount(0);
  });

  test('footer: help links, products, configured social links only, vendor strip, copyright', async ({ page }) => {
    await page.goto('/');
    const foot = footer(page);
    for (const name of ['Help centre', 'Terms & conditions', 'Official mirror list']) {
      await expect(foot.getByRole('link', { name })).toBeVisible();
    }
    await expect(foot.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Live Casino' })).toBeVisible();
    for (const [network, label] of Object.entries(NETWORK_NAMES)) {
      const url = whitelabel.socialLinks[network as keyof typeof NETWORK_NAMES];
      const link = foot.getByRole('link', { name: label, exact: true });
      if (url) await expect(link).toHaveAttribute('href', url);
      else await expect(link).toHaveCount(0);
    }
    const strip = foot.getByRole('region', { name: 'Game providers' });
    await expect(strip.getByRole('img')).toHaveCount(whitelabel.footerVendors.length);
    for (const vendor of whitelabel.footerVendors) {
      await expect(strip.getByRole('img', { name: vendor.name })).toBeVisible();
    }
    await expect(foot.getByText(`© ${new Date().getFullYear()} ${whitelabel.name}. All rights reserved.`)).toBeVisible();
  });

  test('home shows the category menu: HOT, FAV, then the vendor categories', async ({ page, request }) => {
    const menus = ((await (await request.get('/lgw/games/game_menus?language=EN')).json()) as {
      value: { menus: { gameType: string }[] };
    }).value.menus;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Browse by category' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(2 + menus.length);
    await expect(links.nth(0)).toHaveText('Hot');
    await expect(links.nth(1)).toHaveText('Favourites');
    await nav.getByRole('link', { name: 'Live Casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
  });
});
