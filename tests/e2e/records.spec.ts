import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { approvedDeposit, grantBonus, openSignedIn, playerMove, registerPlayer } from './support/wallet-accounts';

const table = (page: Page, name: string) => page.getByRole('region', { name });
/** Data rows (the header row excluded). */
const dataRows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const ZONED_TIME = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(GMT[+-]\d\d:\d\d\)/u;

test('account record: every move, filtered by type, status and date range, page by page', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await grantBonus(request, player.account, 30_000, 'Welcome');
  const fund = (vendorCode: string, direction: 'IN' | 'OUT', amount: string) => playerMove(request, player.token, '/wps/wallet/transferFund', { vendorCode, direction, amount });
  await fund('AG', 'IN', '10');
  await fund('AG', 'IN', '20');
  await fund('V8', 'IN', '5');
  await fund('AG', 'OUT', '7');
  await fund('V8', 'OUT', '5');
  await fund('AG', 'IN', '1');

  await openSignedIn(page, player.token, '/member/transactionHistory');
  await expect(page.getByRole('heading', { name: 'Account record', level: 1 })).toBeVisible();
  const rows = dataRows(page, 'Wallet movements');
  await expect(page.getByText('Page 1 of 2 · 13 records')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(ZONED_TIME);
  await expect(rows.first()).toContainText('Transfer to game wallet');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 2 · 13 records')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText('Bonus');
  await expect(rows.last()).toContainText('+300.00 THB');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // A filter starts again at page 1.
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bonus' });
  await expect(rows).toHaveCount(1);
  // One page: no pager (spec section 2).
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Main wallet');
  await expect(rows.first()).toContainText('Completed');
  await filters.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Transfer from game wallet' });
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Game wallet · AG' }).filter({ hasText: '-7.00 THB' })).toHaveCount(1);
  await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Reversed' });
  await expect(rows).toHaveText(['No records.']);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await filters.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All' });
  await filters.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Next 7 days' });
  await expect(rows).toHaveText(['No records.']);
  await filters.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last 30 days' });
  await expect(page.getByText('Page 1 of 2 · 13 records')).toBeVisible();

  // On a phone the table scrolls inside its frame; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(rows).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await table(page, 'Wallet movements').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('profit & loss: period types switch, totals and lifetime net deposits', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await approvedDeposit(request, player.token, '250.00');
  await openSignedIn(page, player.token, '/member/personalProfit');
  await expect(page.getByRole('heading', { name: 'Profit & loss', level: 1 })).toBeVisible();
  const rows = dataRows(page, 'Periods');
  await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText(ZONED_TIME);
  await expect(page.getByTestId('profit-lifetimeNetDeposits')).toHaveText('250.00 THB');
  await expect(page.getByTestId('profit-totalBet')).toHaveText('0.00 THB');
  await expect(page.getByTestId('profit-totalProfit')).toHaveText('0.00 THB');
  for (const [tab, count] of [['Weekly', 4], ['Half-monthly', 6], ['Monthly', 6], ['Daily', 7]] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(count);
  }
});

test('bonus details: empty at first, then the operator’s grants, newest first', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await openSignedIn(page, player.token, '/member/bonusDetails');
  await expect(page.getByRole('heading', { name: 'Bonus details', level: 1 })).toBeVisible();
  const rows = dataRows(page, 'Bonuses received');
  await expect(rows).toHaveText(['No records.']);
  await grantBonus(request, player.account, 1_234, 'Welcome bonus');
  await grantBonus(request, player.account, 500, 'Weekly reload');
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  for (const [index, text] of [[0, 'Weekly reload'], [1, 'Welcome bonus']] as const) await expect(rows.nth(index)).toContainText(text);
  await expect(rows.nth(0)).toContainText('+5.00 THB');
  await expect(rows.nth(1)).toContainText('+12.34 THB');
  await expect(rows.nth(1)).toContainText(ZONED_TIME);
  await expect(rows.nth(1)).toContainText('Bonus');
  await expect(rows.nth(1)).toContainText('Completed');
});

test.describe('betting record', () => {
  test.use({ session: 'member' });

  test('has its date filter and the empty state, and calls nothing that does not exist', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/member/personalHistoryCopy');
    await expect(page.getByRole('heading', { name: 'Betting record', level: 1 })).toBeVisible();
    const range = page.getByRole('combobox', { name: 'Date range' });
    await expect(range.getByRole('option')).toHaveText(['Last 7 days', 'Last 30 days', 'Next 7 days', 'Next 30 days']);
    // The demo player has 60 days of seeded rounds; nothing is dated in the coming week.
    await range.selectOption({ label: 'Last 30 days' });
    await expect(page.getByRole('row').first()).toBeVisible();
    await range.selectOption({ label: 'Next 7 days' });
    await expect(page.getByRole('status').filter({ hasText: 'No records.' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(0);
    expect(failed).toEqual([]);
  });

  test.describe('in Thai', () => {
    test.use({ lang: 'TH' });

    test('translates the page and the empty state', async ({ page }) => {
      await page.goto('/member/personalHistoryCopy');
      await expect(page.getByRole('heading', { name: 'บันทึกการเดิมพัน', level: 1 })).toBeVisible();
      const range = page.getByRole('combobox', { name: 'ช่วงวันที่' });
      await expect(range).toBeVisible();
      // The coming week: no rounds, so the translated empty state.
      await range.selectOption({ index: 2 });
      await expect(page.getByRole('status').filter({ hasText: 'ไม่มีข้อมูล' })).toBeVisible();
    });
  });
});
