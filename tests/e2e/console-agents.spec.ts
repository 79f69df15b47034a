import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consoleSignIn, openSection } from './support/console-ui';

/**
 * The console's agents screen (issue 22) over the seeded demo team: the operator searches an agent,
 * expands the tree lazily, opens the agent's page (figures by period, contracts, settlements), is
 * asked before terminating a contract, and on a phone the agent's page replaces the tree.
 */

const tree = (page: Page) => page.getByRole('list', { name: 'Agent tree' });
const detail = (page: Page) => page.getByRole('region', { name: /^Agent / });

test('an operator finds an agent, expands its team and reads its figures and contracts, then on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleSignIn(page);
  await openSection(page, 'Agents');
  await expect(tree(page).getByRole('button', { name: 'demoagent', exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Account' }).fill('somchai');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Accounts containing “somchai”' })).toBeVisible();
  const somchai = tree(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'somchaiag', exact: true }) });
  await expect(somchai.getByText('demoagent ›')).toBeVisible();
  await somchai.getByRole('button', { name: 'Expand somchaiag' }).click();
  await expect(tree(page).getByRole('button', { name: 'nattapongag', exact: true })).toBeVisible();
  await expect(tree(page).getByRole('link', { name: 'Open player anan1984' })).toHaveAttribute('href', '/console/players/anan1984');

  await tree(page).getByRole('button', { name: 'somchaiag', exact: true }).click();
  await expect(page).toHaveURL(/\?agent=somchaiag$/u);
  await expect(detail(page).getByRole('heading', { name: 'Agent somchaiag' })).toBeVisible();
  await expect(detail(page).getByText('demoagent', { exact: true })).toBeVisible();
  const figures = detail(page).getByRole('heading', { name: /^Team figures/u });
  await expect(figures).toBeVisible();
  await detail(page).getByRole('tab', { name: 'Last month' }).click();
  await expect(detail(page).getByRole('tab', { name: 'Last month' })).toHaveAttribute('aria-selected', 'true');
  await expect(detail(page).getByText('Team members')).toBeVisible();
  await expect(detail(page).getByText('Valid bets')).toBeVisible();

  const dividend = detail(page).getByRole('listitem').filter({ hasText: 'Dividend · demoagent → somchaiag' });
  await expect(dividend.getByText('In force')).toBeVisible();
  await expect(dividend.getByText(/^from 0\.00 THB turnover and 0 active: 25%$/u)).toBeVisible();
  // The operator (admin) is asked before a contract ends; cancelling leaves it in force.
  await dividend.getByRole('button', { name: 'Terminate' }).click();
  const ask = page.getByRole('dialog', { name: 'Terminate this contract?' });
  await expect(ask).toContainText('every contract of that kind below somchaiag');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(dividend.getByText('In force')).toBeVisible();

  const settlements = detail(page).getByRole('region', { name: 'Settlements' });
  await expect(settlements.getByRole('row').filter({ hasText: 'Received from demoagent' }).first()).toBeVisible();

  // A phone: the agent's page alone, with a way back to the tree.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tree(page)).toBeHidden();
  await page.getByRole('button', { name: 'Back to the tree' }).click();
  await expect(tree(page)).toBeVisible();
  await expect(detail(page)).toHaveCount(0);
});

test('the operator offers the top-level demoagent a monthly dividend contract and sees it offered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleSignIn(page);
  await page.goto('/console/agents?agent=demoagent');
  const contracts = detail(page).getByRole('region', { name: 'Contracts' });
  await contracts.getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer demoagent a contract' });
  await dialog.getByLabel('Kind').selectOption('dividend');
  await dialog.getByLabel('Settles').selectOption('monthly');
  // Checked here first: a rate is required.
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText('Required.')).toBeVisible();
  await dialog.getByLabel('Rate (%)').fill('32.5');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();
  const offered = contracts.getByRole('listitem').filter({ hasText: 'Dividend · The house → demoagent' }).filter({ hasText: 'Offered' });
  await expect(offered).toContainText('Monthly');
  await expect(offered).toContainText('32.5%');
});
