import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Home's announcement popups (spec section 4 and 9): a visitor sees the seeded execution-B popups in
 * one dialog, pages through them, and closing keeps them away for the tab's session; "don't show
 * again today" keeps them away in other tabs too, until the date changes.
 */

test.use({ popups: true });

/** Counts the popup (PU) announcement calls the page makes. */
function countPopupCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/wps/system/announcements') && url.searchParams.get('types') === 'PU') calls.count += 1;
  });
  return calls;
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a visitor pages through the popups, and a closed dialog stays closed on reload', async ({ page }) => {
  // Real time flows; fastForward only jumps the autoplay's 5 s.
  await page.clock.install();
  const calls = countPopupCalls(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  expect(calls.count).toBe(1);
  await expect(dialog.getByRole('heading', { name: 'Daily check-in rewards' })).toBeVisible();
  await expect(dialog.getByText('Log in every day this week')).toBeVisible();
  // Visitors get the two B popups, not the members' A or F ones.
  const bullets = dialog.getByRole('button', { name: /^Show announcement/u });
  await expect(bullets).toHaveCount(2);
  await expect(dialog.getByRole('heading', { name: 'Welcome bonus for new members' })).toHaveCount(0);
  await expect(bullets.first()).toHaveAttribute('aria-current', 'true');

  await page.clock.fastForward(5_000);
  await expect(dialog.getByRole('button', { name: 'Show announcement 2' })).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('heading', { name: 'Deposit channels updated' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Daily check-in rewards' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Next announcement' }).click();
  await expect(dialog.getByRole('heading', { name: 'Daily check-in rewards' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous announcement' }).click();
  await expect(dialog.getByRole('heading', { name: 'Deposit channels updated' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Show announcement 1' }).click();
  await expect(dialog.getByRole('heading', { name: 'Daily check-in rewards' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).not.toBeNull();

  await page.reload();
  await settled(page);
  await expect(dialog).toHaveCount(0);
  expect(calls.count, 'a closed audience is not even asked for').toBe(1);
});

test("don't show again today keeps them away in a new tab, across reloads, until the date changes", async ({ page, context }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: "Don't show again today" }).click();
  await expect(dialog).toBeHidden();
  const today = await page.evaluate(() => localStorage.getItem('ANONYMOUS_POPUP'));
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/u);

  // A new tab: its own session storage, the same local storage.
  const other = await context.newPage();
  await other.goto('/');
  await settled(other);
  const again = other.getByRole('dialog', { name: 'Announcements' });
  await expect(again).toHaveCount(0);
  await other.reload();
  await settled(other);
  await expect(again).toHaveCount(0);

  // Another day: they come back.
  await other.evaluate(() => localStorage.setItem('ANONYMOUS_POPUP', '2000-01-01'));
  await other.reload();
  await expect(again).toBeVisible();
});
