import type { Page } from '@playwright/test';
import { expect, quietContext, test } from './support/fixtures';
import { consoleSignIn, expectAudited, openSection } from './support/console-ui';
import { api, grid, type GamesPage } from './support/lobby';

/**
 * The console's games and ledger screens (issue 22) as an operator uses them: a game put in
 * maintenance shows so in a player's lobby, is taken out again, and both changes are in the audit
 * log; the ledger verifier finds the seeded books healthy.
 */

/** Confirms the open dialog of `title`. */
async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: 1280, height: 900 } });

test("an operator puts a game in maintenance, the lobby shows it, the operator ends it; the ledger verifier finds the books healthy", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // A slot on the lobby's first page that players can launch now, named once on that page.
  const first = await api<GamesPage>(page.request, '/lgw/games/list?gameType=RNG&pageNo=1&pageSize=18&language=EN');
  const game = first.games.find((g) => !g.maintenance && first.games.filter((o) => o.gameName === g.gameName).length === 1);
  if (!game) throw new Error('the seed has a launchable slot');

  await consoleSignIn(page);
  await openSection(page, 'Games and vendors');
  const filters = page.getByRole('group', { name: 'Game filters' });
  await filters.getByRole('searchbox', { name: 'Name or ID' }).fill(game.nodeId);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ has: page.getByText(game.nodeId, { exact: true }) });
  await expect(row).toContainText('Live');

  await row.getByRole('button', { name: `Put ${game.gameName} in maintenance` }).click();
  await confirm(page, `Put ${game.gameName} in maintenance`);
  await expect(page.getByRole('status').filter({ hasText: `${game.gameName} is in maintenance.` })).toBeVisible();
  await expect(row).toContainText('Maintenance');

  // A visitor's lobby, in a browser of its own: the tile says so and cannot be played (its cache lasts 5 s).
  const context = await quietContext(browser, { baseURL });
  const lobby = await context.newPage();
  await lobby.addInitScript({ content: "localStorage.setItem('lang', 'EN');" });
  await lobby.goto('/rng');
  const tile = grid(lobby, 'All Slots').getByRole('listitem').filter({ has: lobby.getByRole('heading', { name: game.gameName, exact: true }) });
  await expect(async () => {
    await lobby.reload();
    await expect(tile).toContainText('Under maintenance', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(tile.getByRole('button', { name: `Play now: ${game.gameName}` })).toBeDisabled();

  await row.getByRole('button', { name: `End maintenance of ${game.gameName}` }).click();
  await confirm(page, `End maintenance of ${game.gameName}`);
  await expect(row).toContainText('Live');
  await expect(async () => {
    await lobby.reload();
    await expect(tile.getByRole('button', { name: `Play now: ${game.gameName}` })).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await context.close();

  await expectAudited(page, 'game.maintenance', game.nodeId);
  await expect(page.getByRole('row').filter({ hasText: 'game.maintenance' })).toHaveCount(2);

  await openSection(page, 'Ledger');
  await expect(page.getByRole('region', { name: /^Books in / })).toBeVisible();
  await page.getByRole('button', { name: 'Run the verifier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Healthy: the books balance, no drift.' })).toBeVisible();
});

// WS168: a vendor no other spec launches (its launch URL moves outside here).
test("an operator edits a vendor's allow-list, then rotates its secret, which is shown once", async ({ page }) => {
  await consoleSignIn(page);
  await openSection(page, 'Games and vendors');
  await page.getByRole('tab', { name: 'Vendors' }).click();
  const row = page.getByRole('row').filter({ hasText: 'WS168 Cockfight' });
  await row.getByRole('button', { name: 'Edit the integration of WS168 Cockfight' }).click();
  const edit = page.getByRole('dialog', { name: 'Integration of WS168 Cockfight' });
  await edit.getByRole('textbox', { name: 'Allowed addresses' }).fill('203.0.113.0/24');
  await edit.getByRole('button', { name: 'Save integration' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Allowed addresses: 203.0.113.0/24');

  await row.getByRole('button', { name: 'Rotate the secret of WS168 Cockfight' }).click();
  const rotate = page.getByRole('dialog', { name: 'New secret for WS168 Cockfight' });
  await rotate.getByRole('textbox', { name: 'New launch URL' }).fill('https://games.example/launch');
  await rotate.getByRole('button', { name: 'Make a new secret' }).click();
  await expect(rotate.getByRole('group', { name: 'New secret' })).toHaveText(/^New secret[A-Za-z0-9_-]{43}$/);
  await rotate.getByRole('button', { name: 'I have stored it' }).click();
  await expect(rotate).toBeHidden();
  await expect(row).toContainText('https://games.example/launch');
});
