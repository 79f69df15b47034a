import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { overflowX, THEMED_SCREENS } from './support/layout';
import { launchRequest } from './support/play';
import { commonEn } from '../../src/renderer/lib/i18n/locales/common-en';

/** Home (spec sections 2, 4 and 9): banner carousel, notice line, category menu, jackpot, winners, game lists. */

interface Game {
  nodeId: string;
  gameName: string;
  supportPlay: 0 | 1;
}
interface Menu {
  gameType: string;
}

/** Reads a call's value (uncompressed: the test reads the data, the browser tests the wire). */
async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, url).toBe(true);
  return body.value;
}

const CATEGORY_NAMES: Record<string, string> = commonEn.gameTypes;
const CENTRES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const money = (text: string) => Number(text.replaceAll(',', ''));

test.describe('home for a visitor', () => {
  test('shows the banner carousel, notice line, category menu, jackpot, winner board and the game lists', async ({ page, request }) => {
    const banners = await api<{ list: { title: string }[] }>(request, '/wps/system/banners?groupName=w_home&language=EN');
    const notices = await api<{ player: { title: string; content: string }[] }>(request, '/wps/system/announcements?types=H&pageSize=9&language=EN');
    const hot = await api<{ list: Game[] }>(request, '/lgw/games/hot?isPlatform=2&language=EN');
    const winners = await api<{ list: { customerName: string; winAmount: number }[] }>(request, '/lgw/games/winners?gameCategory=ALL&limitNum=20&language=EN');
    const menus = (await api<{ menus: Menu[] }>(request, '/lgw/games/game_menus?language=EN')).menus;
    await page.goto('/');
    const main = page.getByRole('main');

    // Banners: one image per w_home banner, named by its title.
    expect(banners.list.length).toBeGreaterThan(1);
    for (const banner of banners.list) await expect(main.getByRole('img', { name: banner.title }).first()).toBeAttached();
    await expect(main.getByRole('button', { name: 'Go to banner 1' })).toBeVisible();

    // Notice line: 9 at most, each opens in a dialog.
    const line = main.getByRole('region', { name: 'Notices' });
    await expect(line.getByRole('button')).toHaveCount(Math.min(9, notices.player.length));
    const first = notices.player[0];
    if (!first) throw new Error('the seed has notices');
    // By keyboard: the moving line may slide a notice under its icon, where a pointer click lands on the icon.
    const notice = line.getByRole('button', { name: `Read notice: ${first.title}` });
    await notice.focus();
    await notice.press('Enter');
    const dialog = page.getByRole('dialog', { name: first.title });
    await expect(dialog).toContainText(first.content);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Category menu: HOT, FAV, then the vendor categories.
    const menu = main.getByRole('navigation', { name: 'Browse by category' }).getByRole('link');
    await expect(menu).toHaveCount(2 + menus.length);
    await expect(menu.nth(0)).toHaveText('Hot');
    await expect(menu.nth(1)).toHaveText('Favourites');

    // Jackpot: the server's figure with two decimals, never more than it reported.
    const jackpot = section(page, 'Jackpot');
    const amount = jackpot.locator('.jackpot__amount');
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const shown = money(await amount.innerText());
    const reported = Number(await amount.getAttribute('data-amount')) / 100;
    expect(shown).toBeLessThanOrEqual(reported);
    const later = await api<{ amount: number }>(request, '/lgw/games/jackpot');
    expect(shown).toBeLessThanOrEqual(later.amount / 100);

    // Winner board: largest first, or an empty message.
    const board = section(page, 'Winner board');
    if (winners.list.length === 0) await expect(board).toContainText('No big wins to show yet.');
    else {
      const top = [...winners.list].sort((a, b) => b.winAmount - a.winAmount)[0];
      await expect(board.getByRole('listitem').first()).toContainText(top?.customerName ?? '');
    }

    // Hot games: 12 at most, with a more link.
    const hotSection = section(page, 'Hot games');
    await expect(hotSection.getByRole('list', { name: 'Hot games' }).getByRole('listitem')).toHaveCount(Math.min(12, hot.list.length));
    await expect(hotSection.getByRole('link', { name: 'More: Hot games' })).toHaveAttribute('href', '/?type=HOT');
    await expect(section(page, 'Recent games')).toHaveCount(0);

    // One section per category: 12 games, or 5 vendor cards for a game centre, and a more link.
    for (const { gameType } of menus) {
      const name = CATEGORY_NAMES[gameType] ?? gameType;
      const list = section(page, name);
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('link', { name: `More: ${name}` })).toBeVisible();
      const items = list.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeLessThanOrEqual(CENTRES.includes(gameType) ? 5 : 12);
      if (CENTRES.includes(gameType)) await expect(items.first().getByRole('button', { name: /^Start / })).toBeVisible();
      else await expect(items.first().getByRole('button', { name: /^Play now: / })).toBeVisible();
    }
    await section(page, 'Slots').getByRole('link', { name: 'More: Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  });

  test('a game tile: hot badge, image, play now, free trial only without real play, name, favourite toggle', async ({ page, request }) => {
    const hot = await api<{ list: Game[] }>(request, '/lgw/games/hot?isPlatform=2&language=EN');
    await page.goto('/');
    const game = hot.list[0];
    if (!game) throw new Error('the seed has hot games');
    const tile = section(page, 'Hot games').getByRole('listitem').first();
    await expect(tile.getByRole('heading', { name: game.gameName })).toBeVisible();
    await expect(tile.getByText('Hot', { exact: true })).toBeVisible();
    const image = tile.locator('img');
    await expect(image).toHaveAttribute('width', '200');
    await expect(image).toHaveAttribute('height', '200');
    await expect(tile.getByRole('button', { name: `Play now: ${game.gameName}` })).toBeVisible();
    await expect(tile.getByRole('button', { name: `Free trial: ${game.gameName}` })).toHaveCount(game.supportPlay === 0 ? 1 : 0);

    // Playing and favouriting need login.
    await tile.getByRole('button', { name: `Play now: ${game.gameName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await tile.getByRole('button', { name: `Add ${game.gameName} to favourites` }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('free trial is open to visitors: the game opens in a new window in demo money', async ({ page, request }) => {
    const trial = (await api<{ games: Game[] }>(request, '/lgw/games/list?gameType=LIVE&pageSize=100&language=EN')).games.find((g) => g.supportPlay === 0);
    if (!trial) throw new Error('the seed has a free-trial game among the live games');
    await page.goto('/live');
    const search = page.getByRole('search', { name: 'Search games' });
    await search.getByRole('searchbox').fill(trial.gameName);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    const popup = page.waitForEvent('popup');
    const launch = launchRequest(page);
    await page.getByRole('button', { name: `Free trial: ${trial.gameName}` }).first().click();
    const game = await popup;
    const url = new URL((await launch).url());
    expect(url.searchParams.get('mode')).toBe('trial');
    expect(url.searchParams.has('token')).toBe(false);
    await game.waitForURL(/\/demo-vendor\/[^/]+\/play\?sid=/u);
    await expect(game.getByRole('note').filter({ hasText: 'Free trial: demo money' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await game.close();
  });

  test('a broken game icon falls back to the default image', async ({ page }) => {
    await page.route(/\/img\/games\/.*\.svg$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const image = section(page, 'Hot games').getByRole('listitem').first().locator('img');
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test('HOT and FAV ask a visitor to log in and home stays HOME', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Browse by category' });
    for (const name of ['Hot', 'Favourites']) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(section(page, 'Hot games').getByRole('link', { name: 'More: Hot games' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.goto('/?type=FAV');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('hot list and vendor lanes are cached for the visit; refresh on demand and on a language change', async ({ page }) => {
    const calls = { hot: 0, vendors: 0 };
    page.on('request', (r) => {
      if (r.url().includes('/lgw/games/hot')) calls.hot += 1;
      if (r.url().includes('/lgw/games/vendors')) calls.vendors += 1;
    });
    await page.goto('/');
    await expect(section(page, 'Hot games').getByRole('listitem').first()).toBeVisible();
    await expect(section(page, 'Sports').getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate('JSON.parse(sessionStorage.getItem("HOT_GAMES")).stamp')).toBe('EN');
    expect(await page.evaluate('JSON.parse(sessionStorage.getItem("GAME_VENDORS")).stamp')).toBe('EN');
    const before = { ...calls };
    await page.reload();
    await expect(section(page, 'Sports').getByRole('listitem').first()).toBeVisible();
    expect(calls).toEqual(before);

    await section(page, 'Hot games').getByRole('button', { name: 'Refresh hot games' }).click();
    await expect.poll(() => calls.hot).toBe(before.hot + 1);

    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('CN');
    await expect(section(page, '体育赛事').getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => calls.vendors).toBe(before.vendors + 1);
    await expect.poll(() => page.evaluate('JSON.parse(sessionStorage.getItem("GAME_VENDORS")).stamp')).toBe('CN');
  });

  test('the jackpot shows the server figure at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const amount = section(page, 'Jackpot').locator('.jackpot__amount');
    await expect(amount).toHaveAttribute('data-amount', /^\d+$/);
    const reported = Number(await amount.getAttribute('data-amount'));
    await expect(amount).toHaveText((reported / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  });
});

test.describe('home for a member', () => {
  test.use({ session: 'member' });

  test('shows recent games; play now opens the game in a new window', async ({ page, request }) => {
    const hot = await api<{ list: Game[] }>(request, '/lgw/games/hot?isPlatform=2&language=EN');
    await page.goto('/');
    const recent = section(page, 'Recent games');
    await expect(recent.getByRole('link', { name: 'More: Recent games' })).toHaveAttribute('href', '/recent');
    const game = hot.list[0];
    if (!game) throw new Error('the seed has hot games');
    const popup = page.waitForEvent('popup');
    const launch = launchRequest(page);
    await section(page, 'Hot games').getByRole('button', { name: `Play now: ${game.gameName}` }).click();
    const gameWindow = await popup;
    const url = new URL((await launch).url());
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(url.searchParams.get('mode')).toBeNull();
    await gameWindow.waitForURL(/\/demo-vendor\/[^/]+\/play\?sid=/u);
    await expect(gameWindow.getByRole('heading', { name: game.gameName, level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await gameWindow.close();
    // The launch put the game on the recent list.
    await expect(recent.getByRole('heading', { name: game.gameName })).toBeVisible();
  });

  test('HOT shows every hot game; FAV shows the favourites, kept after reload', async ({ page, request }) => {
    const hot = await api<{ list: Game[] }>(request, '/lgw/games/hot?isPlatform=2&language=EN');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Browse by category' });
    await menu.getByRole('link', { name: 'Hot', exact: true }).click();
    await expect(page).toHaveURL(/\/\?type=HOT$/);
    await expect(menu.getByRole('link', { name: 'Hot', exact: true })).toHaveAttribute('aria-current', 'page');
    const list = section(page, 'Hot games').getByRole('list', { name: 'Hot games' });
    await expect(list.getByRole('listitem')).toHaveCount(hot.list.length);
    await expect(section(page, 'Slots')).toHaveCount(0);

    // Add the last hot game (least likely to be a favourite already), see it under FAV, reload, remove it.
    const game = hot.list.at(-1);
    if (!game) throw new Error('the seed has hot games');
    const add = list.getByRole('button', { name: `Add ${game.gameName} to favourites` });
    const remove = (scope = page.getByRole('main')) => scope.getByRole('button', { name: `Remove ${game.gameName} from favourites` }).first();
    await add.click();
    await expect(remove(list)).toBeVisible();
    await menu.getByRole('link', { name: 'Favourites', exact: true }).click();
    await expect(page).toHaveURL(/\/\?type=FAV$/);
    const favourites = section(page, 'Favourite games');
    await expect(favourites.getByRole('heading', { name: game.gameName })).toBeVisible();
    await page.reload();
    await expect(favourites.getByRole('heading', { name: game.gameName })).toBeVisible();
    await remove(favourites).click();
    await page.reload();
    await expect(favourites.getByRole('heading', { name: game.gameName })).toHaveCount(0);
  });
});

for (const { theme, label, viewport } of THEMED_SCREENS) {
  test.describe(`home on a ${label} in the ${theme} theme`, () => {
    test.use({ viewport, colorScheme: theme });

    test('fits without sideways scrolling, sections in place', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(section(page, 'Jackpot')).toBeVisible();
      await expect(section(page, 'Hot games').getByRole('listitem').first()).toBeVisible();
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
    });
  });
}
