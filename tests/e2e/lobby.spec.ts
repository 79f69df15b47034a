import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { launchRequest } from './support/play';

/** Game lobbies (spec sections 2 and 4): filters, search, vendors, grid, pagination, favourites, game centres. */

interface Game {
  nodeId: string;
  gameName: string;
  vassalage: string;
  maintenance: boolean;
}
interface GamesPage {
  games: Game[];
  totalPages: number;
}
interface Lane {
  title: string;
  cards: { vassalage: string; displayName: string; maintenance: boolean }[];
}

/** Reads a call's value (uncompressed: the test reads the data, the browser tests the wire). */
async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, url).toBe(true);
  return body.value;
}

const lanes = async (request: APIRequestContext) => (await api<{ data: { lanes: Lane[] } }>(request, '/lgw/games/vendors?language=EN')).data.lanes;
const laneCards = async (request: APIRequestContext, title: string) => (await lanes(request)).find((l) => l.title === title)?.cards ?? [];
const grid = (page: Page, name: string) => page.getByRole('main').getByRole('list', { name, exact: true });
const tileNames = (page: Page, name: string) => grid(page, name).getByRole('heading').allInnerTexts();
const filters = (page: Page) => page.getByRole('tablist', { name: 'Game filter' });
const vendors = (page: Page) => page.getByRole('region', { name: 'Providers' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const overflowX = (page: Page) => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');

test.describe('a game list lobby for a visitor', () => {
  test('/rng: vendors, filter tabs, classify tabs, 18 games a page and pagination', async ({ page, request }) => {
    const first = await api<GamesPage>(request, '/lgw/games/list?gameType=RNG&pageNo=1&pageSize=18&language=EN');
    const second = await api<GamesPage>(request, '/lgw/games/list?gameType=RNG&pageNo=2&pageSize=18&language=EN');
    const cards = await laneCards(request, 'RNG');
    await page.goto('/rng');
    await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();

    await expect(vendors(page).getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'true');
    for (const card of cards) await expect(vendors(page).getByRole('button', { name: new RegExp(`^${card.displayName}`) })).toBeVisible();
    // Slots have no vendor start button (spec section 2).
    await expect(vendors(page).getByRole('button', { name: /^Start / })).toHaveCount(0);

    await expect(filters(page).getByRole('tab')).toHaveText(['New', 'Favourites', 'All', 'Hot', 'Recent']);
    await expect(filters(page).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const classify = page.getByRole('group', { name: 'Game type' });
    for (const name of ['All types', 'Scratch cards', 'Video poker', 'Jackpot', 'Table games', 'Arcade games']) {
      await expect(classify.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(classify.getByRole('button', { name: 'Bingo' })).toHaveCount(0);

    await expect(grid(page, 'All Slots').getByRole('listitem')).toHaveCount(18);
    expect(await tileNames(page, 'All Slots')).toEqual(first.games.map((g) => g.gameName));
    expect(first.totalPages).toBeGreaterThan(5);
    await expect(pages(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages(page).getByRole('button', { name: `Page ${first.totalPages}`, exact: true })).toBeVisible();
    await expect(pages(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pages(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/rng\?page=2$/);
    await expect(pages(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => tileNames(page, 'All Slots')).toEqual(second.games.map((g) => g.gameName));
    await pages(page).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/rng\?page=3$/);
    await page.reload();
    await expect(pages(page).getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('a classify tab and a new vendor: the vendor resets classify, filter and page', async ({ page, request }) => {
    const scratch = await api<GamesPage>(request, '/lgw/games/list?gameType=RNG&gameClassify=SCRATCH&pageSize=18&language=EN');
    const pg = await api<GamesPage>(request, '/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=18&language=EN');
    await page.goto('/rng');
    await page.getByRole('group', { name: 'Game type' }).getByRole('button', { name: 'Scratch cards' }).click();
    await expect(page).toHaveURL(/classify=SCRATCH/);
    await expect.poll(() => tileNames(page, 'All Slots')).toEqual(scratch.games.map((g) => g.gameName));
    await filters(page).getByRole('tab', { name: 'New' }).click();
    await expect(filters(page).getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/filter=NEW/);

    await vendors(page).getByRole('button', { name: /^PG Slots/ }).click();
    await expect(page).toHaveURL(/\/rng\?vendor=PG$/);
    await expect(vendors(page).getByRole('button', { name: /^PG Slots/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters(page).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', { name: 'Game type' }).getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => tileNames(page, 'All Slots')).toEqual(pg.games.map((g) => g.gameName));
    await expect(pages(page).getByRole('button', { name: `Page ${pg.totalPages}`, exact: true })).toBeVisible();
  });

  test('search by game name (trimmed); nothing found shows in_no_data without pagination', async ({ page, request }) => {
    const target = (await api<GamesPage>(request, '/lgw/games/list?gameType=RNG&pageNo=3&pageSize=18&language=EN')).games[4];
    if (!target) throw new Error('the seed has slots');
    await page.goto('/rng');
    const search = page.getByRole('search', { name: 'Search games' });
    await search.getByRole('searchbox').fill(`   ${target.gameName}   `);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(target.gameName);
    await expect(page.getByText(`Results for “${target.gameName}”`)).toBeVisible();
    await expect(grid(page, 'All Slots').getByRole('heading', { name: target.gameName }).first()).toBeVisible();
    for (const name of await tileNames(page, 'All Slots')) expect(name.toLowerCase()).toContain(target.gameName.toLowerCase());

    await search.getByRole('searchbox').fill('zz no such game zz');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No games to show here yet.' })).toBeVisible();
    await expect(pages(page)).toHaveCount(0);
    await search.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(grid(page, 'All Slots').getByRole('listitem')).toHaveCount(18);
  });

  test('favourites, recent and hot ask a visitor to log in and keep the filter', async ({ page }) => {
    await page.goto('/fish');
    for (const name of ['Favourites', 'Recent', 'Hot']) {
      await filters(page).getByRole('tab', { name }).click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(filters(page).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page).toHaveURL(/\/fish$/);
  });

  test('/live vendors have a start button; starting asks a visitor to log in', async ({ page, request }) => {
    const cards = await laneCards(request, 'LIVE');
    const card = cards.find((c) => !c.maintenance);
    if (!card) throw new Error('the seed has live vendors');
    await page.goto('/live');
    await expect(vendors(page).getByRole('button', { name: /^Start / })).toHaveCount(cards.length);
    await vendors(page).getByRole('button', { name: `Start ${card.displayName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('the header drop-down opens a lobby with its vendor chosen', async ({ page, request }) => {
    const card = (await laneCards(request, 'LIVE'))[0];
    if (!card) throw new Error('the seed has live vendors');
    await page.goto('/');
    const nav = page.getByRole('banner', { name: 'Site header' }).getByRole('navigation', { name: 'Game categories' });
    await nav.getByRole('link', { name: 'Live Casino', exact: true }).hover();
    await nav.getByRole('list', { name: 'Live Casino providers' }).getByRole('link', { name: new RegExp(`^${card.displayName}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/live\\?vendor=${card.vassalage}$`));
    await expect(vendors(page).getByRole('button', { name: new RegExp(`^${card.displayName}`) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('/cockfight lists its games', async ({ page, request }) => {
    const games = await api<GamesPage>(request, '/lgw/games/list?gameType=COCKFIGHT&pageSize=18&language=EN');
    await page.goto('/cockfight');
    await expect(page.getByRole('heading', { name: 'Cockfight', level: 1 })).toBeVisible();
    await expect.poll(() => tileNames(page, 'All Cockfight')).toEqual(games.games.map((g) => g.gameName));
  });
});

test.describe('game centres', () => {
  for (const [path, title, name] of [
    ['/sports', 'SPORTS', 'Sports'],
    ['/esports', 'ESPORTS', 'E-Sports'],
    ['/lott', 'LOTT', 'Lottery'],
    ['/elott', 'ELOTT', 'E-Lottery'],
  ] as const) {
    test(`${path} shows the ${name} vendor cards with start buttons`, async ({ page, request }) => {
      const cards = await laneCards(request, title);
      expect(cards.length).toBeGreaterThan(0);
      await page.goto(path);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const list = grid(page, `${name} providers`);
      await expect(list.getByRole('listitem')).toHaveCount(cards.length);
      for (const card of cards) await expect(list.getByRole('button', { name: `Start ${card.displayName}` })).toBeVisible();
    });
  }

  test('the sports centre holds no e-sport or cockfight vendor', async ({ page }) => {
    await page.goto('/sports');
    const list = grid(page, 'Sports providers');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    for (const code of ['AV', 'IMES', 'IA', 'AI', 'TF', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168']) {
      await expect(list.getByRole('heading', { name: new RegExp(`^${code} `) })).toHaveCount(0);
    }
  });
});

test.describe('a lobby for a member', () => {
  test.use({ session: 'member' });

  test('favourite a game: the tile changes at once, the FAV tab and /favorite list it after reload; remove it', async ({ page, request }) => {
    const games = (await api<GamesPage>(request, '/lgw/games/list?gameType=FISH&pageSize=18&language=EN')).games;
    await page.goto('/fish');
    // A game that is not a favourite yet (favourites of the shared demo player may exist).
    const list = grid(page, 'All Fishing');
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(18, games.length));
    const game = await (async () => {
      for (const g of [...games].reverse()) if ((await list.getByRole('button', { name: `Add ${g.gameName} to favourites` }).count()) > 0) return g;
      throw new Error('every fishing game is a favourite already');
    })();
    await list.getByRole('button', { name: `Add ${game.gameName} to favourites` }).first().click();
    await expect(list.getByRole('button', { name: `Remove ${game.gameName} from favourites` }).first()).toBeVisible();

    await filters(page).getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/fish\?filter=FAV$/);
    await expect(list.getByRole('heading', { name: game.gameName })).toBeVisible();
    await page.reload();
    await expect(filters(page).getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('heading', { name: game.gameName })).toBeVisible();

    await page.goto('/favorite');
    await expect(page.getByRole('heading', { name: 'Favourite games', level: 1 })).toBeVisible();
    const favourites = grid(page, 'Favourite games');
    await expect(favourites.getByRole('heading', { name: game.gameName })).toBeVisible();
    await favourites.getByRole('button', { name: `Remove ${game.gameName} from favourites` }).click();
    await expect(favourites.getByRole('heading', { name: game.gameName })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Favourite games', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: game.gameName })).toHaveCount(0);
  });

  test('the favourite toggle makes at most one call a second', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/member/favourites') && r.method() !== 'GET') calls.push(r.method());
    });
    // The page's clock stands still while the button is pressed three times, then moves on 1.1 s.
    await page.clock.install();
    await page.goto('/pvp');
    const toggle = grid(page, 'All Card Games').getByRole('listitem').first().getByRole('button', { name: / favourites$/ });
    await expect(toggle).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await toggle.click();
    await toggle.click();
    await expect.poll(() => calls.length).toBe(1);
    await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
    await page.clock.fastForward(999);
    await toggle.click();
    await page.clock.fastForward(1);
    await toggle.click();
    await expect.poll(() => calls.length).toBe(2);
    await expect(toggle).toHaveAttribute('aria-label', before ?? '');
  });

  test('a failed favourite call puts the tile back and says so', async ({ page }) => {
    await page.route('**/wps/member/favourites', (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, json: { success: false, code: 'internal_error' } }),
    );
    await page.goto('/rng');
    const tile = grid(page, 'All Slots').getByRole('listitem').first();
    const name = await tile.getByRole('heading').innerText();
    const add = tile.getByRole('button', { name: `Add ${name} to favourites` });
    await add.click();
    await expect(toast(page, `Could not add ${name} to favourites. Please try again.`)).toBeVisible();
    await expect(add).toBeVisible();
  });

  test('recent and hot filters; play now and a vendor start button open the game in a new window', async ({ page, request }) => {
    const hot = await api<GamesPage>(request, '/lgw/games/list?gameType=LIVE&tab=HOT&pageSize=18&language=EN');
    await page.goto('/live');
    await filters(page).getByRole('tab', { name: 'Recent' }).click();
    await expect(page).toHaveURL(/filter=RECENT/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await filters(page).getByRole('tab', { name: 'Hot' }).click();
    await expect.poll(() => tileNames(page, 'All Live Casino')).toEqual(hot.games.map((g) => g.gameName));
    const game = hot.games.find((g) => !g.maintenance);
    if (!game) throw new Error('the seed has hot live games');
    const gamePopup = page.waitForEvent('popup');
    const gameLaunch = launchRequest(page);
    await grid(page, 'All Live Casino').getByRole('button', { name: `Play now: ${game.gameName}` }).click();
    const gameWindow = await gamePopup;
    expect((await gameLaunch).url()).toMatch(new RegExp(`/demo-vendor/${game.vassalage}/play\\?.*token=`, 'u'));
    await expect(gameWindow.getByRole('heading', { name: game.gameName, level: 1 })).toBeVisible();
    await gameWindow.close();

    const card = (await laneCards(request, 'LIVE')).find((c) => !c.maintenance);
    if (!card) throw new Error('the seed has live vendors');
    const vendorPopup = page.waitForEvent('popup');
    const vendorLaunch = launchRequest(page);
    await vendors(page).getByRole('button', { name: `Start ${card.displayName}` }).click();
    const vendorWindow = await vendorPopup;
    expect((await vendorLaunch).url()).toMatch(new RegExp(`/demo-vendor/${card.vassalage}/play\\?.*token=`, 'u'));
    await expect(vendorWindow.getByRole('note').filter({ hasText: 'DEMO GAME' })).toBeVisible();
    await vendorWindow.close();
  });

  test('/recent lists recent games or says there are none', async ({ page }) => {
    await page.goto('/recent');
    await expect(page.getByRole('heading', { name: 'Recent games', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My games' }).getByRole('link', { name: 'Recent games' })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page, 'Recent games').or(page.getByRole('main').getByRole('status').filter({ hasText: 'No games to show here yet.' }))).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['phone', { width: 360, height: 740 }],
    ['desktop', { width: 1920, height: 1080 }],
  ] as const) {
    test.describe(`lobbies on a ${label} in the ${theme} theme`, () => {
      test.use({ viewport, colorScheme: theme });

      for (const path of ['/rng', '/sports']) {
        test(`${path} fits without sideways scrolling`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('main').getByRole('button', { name: /^(Play now|Start)[: ]/ }).first()).toBeVisible();
          expect(await overflowX(page)).toBeLessThanOrEqual(0);
        });
      }
    });
  }
}
