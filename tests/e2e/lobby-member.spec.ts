import { expect, test } from './support/fixtures';
import { overflowX, THEMED_SCREENS } from './support/layout';
import { launchRequest } from './support/play';
import { api, filters, grid, laneCards, tileNames, toast, vendors, type GamesPage } from './support/lobby';

/** Game lobbies for a signed-in member (favourites, recent and hot filters, launching), and every lobby's fit on phones and desktops. */

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

  test("the favourite toggle waits for the member's list: off while it loads, then it works", async ({ page }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/member/favourites/ids', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/pvp');
    const toggle = grid(page, 'All Card Games').getByRole('listitem').first().getByRole('button', { name: / favourites$/ });
    await expect(toggle).toBeDisabled();
    release();
    await expect(toggle).toBeEnabled();
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
    // Back as it was for the other tests of the shared demo player, once the one-a-second gate allows.
    await page.waitForTimeout(1_100);
    await toggle.click();
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

for (const { theme, label, viewport } of THEMED_SCREENS) {
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
