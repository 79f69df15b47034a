import { expect, test } from './support/fixtures';
import { api, filters, grid, laneCards, pages, tileNames, vendors, type GamesPage } from './support/lobby';

/** Game lobbies (spec sections 2 and 4): filters, search, vendors, grid, pagination, favourites, game centres. */

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
