import type { Page } from '@playwright/test';
import type { DownlinePage, TeamOverview, TeamStatement } from '../../src/shared/api/agent';
import { apiLogin } from './support/accounts';
import { agentGet, money } from './support/agent-api';
import { expect, test } from './support/fixtures';
import { overflowX, preparing } from './support/layout';
import { approvedDeposit, grantBonus } from './support/wallet-accounts';

/** The agent centre's team pages (issue 17) against the real API, as the demo agent. */
test.use({ session: 'agent' });

const downlines = (page: Page) => page.getByRole('region', { name: 'Downlines' });
const statement = (page: Page) => page.getByRole('region', { name: 'User loss by downline' });

test('the team overview shows the figures the API answers, for the period picked', async ({ page }) => {
  const downline = await apiLogin(page.request, 'downline1', 'Down1234');
  await approvedDeposit(page.request, downline.token, '150.00');
  await page.goto('/agentHome');
  await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
  await expect(preparing(page)).toHaveCount(0);
  const overview = await agentGet<TeamOverview>(page, '/wps/agent/overview?preset=today');
  expect(overview.figures.deposits).toBeGreaterThanOrEqual(15_000);
  const card = (key: string) => page.getByTestId(`overview-${key}`);
  await expect(card('teamSize')).toContainText(`${overview.teamSize.direct} direct · ${overview.teamSize.total} in all`);
  await expect(card('deposits')).toContainText(money(overview.figures.deposits, overview.currency));
  await expect(card('deposits')).toContainText(`Count: ${overview.figures.depositCount}`);
  await expect(card('firstDeposits')).toContainText(String(overview.firstDeposits));
  await expect(card('netWinLoss')).toContainText(money(overview.figures.netWinLoss, overview.currency, true));
  await expect(card('teamBalance')).toContainText(money(overview.teamBalance, overview.currency));
  // The chart is a picture for the eyes; its numbers are a table for screen readers.
  const chart = page.getByRole('figure', { name: 'Day by day' });
  const table = chart.getByRole('table', { name: 'Daily figures' });
  // Today is one day: the header row and that day.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: overview.daily[0]?.day })).toContainText(money(overview.figures.deposits, overview.currency));

  await page.getByLabel('Date range').selectOption('previous7');
  await expect(page).toHaveURL(/preset=previous7/u);
  const week = await agentGet<TeamOverview>(page, '/wps/agent/overview?preset=previous7');
  // Every day of the period has its row, quiet days included (the API answers only days with movement):
  // the last 7 days are today and the six before it, under the header row. Waited for: the period
  // just changed, and the table is redrawn when its figures arrive.
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const day of week.daily) await expect(table.getByRole('row', { name: day.day })).toContainText(money(day.deposits, week.currency));
  await expect(card('deposits')).toContainText(money(week.figures.deposits, week.currency));
});

test('team management lists the downlines, filters them, drills down and comes back', async ({ page }) => {
  await page.goto('/agentHome/downlineManagmentView');
  await expect(page.getByRole('heading', { name: 'Team management', level: 1 })).toBeVisible();
  for (const account of ['downline1', 'downline2', 'downline3']) await expect(downlines(page).getByRole('cell', { name: account, exact: true })).toBeVisible();

  await page.getByLabel('Account').fill('downline2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/account=downline2/u);
  await expect(downlines(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(downlines(page).getByRole('cell', { name: 'downline3', exact: true })).toBeVisible();
  // The seeded team has sub-agents directly below demoagent (somchaiag among them).
  await page.getByLabel('Type').selectOption('agent');
  await expect(downlines(page).getByRole('cell', { name: 'somchaiag', exact: true })).toBeVisible();
  await expect(downlines(page).getByRole('cell', { name: 'downline1', exact: true })).toHaveCount(0);
  await page.getByLabel('Type').selectOption('member');
  await expect(downlines(page).getByRole('cell', { name: 'downline1', exact: true })).toBeVisible();

  await downlines(page).getByRole('button', { name: 'Details of downline1' }).click();
  const details = page.getByRole('dialog', { name: 'Details: downline1' });
  await expect(details).toContainText('Downline 1');
  await details.getByRole('button', { name: 'Close' }).click();

  // Drill-down: the address names the team listed, and the trail leads back up.
  const list = await agentGet<DownlinePage>(page, '/wps/agent/downlines');
  const first = list.list.find((row) => row.account === 'downline1');
  await page.goto(`/agentHome/downlineManagmentView?parent=${first?.id ?? 0}`);
  const trail = page.getByRole('navigation', { name: 'Team levels' });
  await expect(trail.getByText('downline1')).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('status').filter({ hasText: 'No records for this period.' })).toBeVisible();
  await trail.getByRole('button', { name: 'demoagent' }).click();
  await expect(page).not.toHaveURL(/parent=/u);
  await expect(downlines(page).getByRole('cell', { name: 'downline2', exact: true })).toBeVisible();
  await page.goBack();
  await expect(trail.getByText('downline1')).toBeVisible();
});

test('team management drills down two levels of the seeded tree and the trail leads back up', async ({ page }) => {
  // demoagent → somchaiag (agent) → nattapongag (agent) → nattapongag's players.
  await page.goto('/agentHome/downlineManagmentView');
  await downlines(page).getByRole('button', { name: 'somchaiag', exact: true }).click();
  await expect(page).toHaveURL(/parent=\d+/u);
  const trail = page.getByRole('navigation', { name: 'Team levels' });
  await expect(trail.getByText('somchaiag')).toHaveAttribute('aria-current', 'location');
  await downlines(page).getByRole('button', { name: 'nattapongag', exact: true }).click();
  await expect(trail.getByText('nattapongag')).toHaveAttribute('aria-current', 'location');
  const deepest = await agentGet<DownlinePage>(page, `/wps/agent/downlines?${new URL(page.url()).searchParams.toString()}`);
  expect(deepest.list.length).toBeGreaterThan(0);
  for (const row of deepest.list) expect(row.level).toBe(3);
  await expect(downlines(page).getByRole('row')).toHaveCount(deepest.list.length + 1);
  // Reload keeps the level; the trail goes back one level, then to the top.
  await page.reload();
  await expect(trail.getByText('nattapongag')).toHaveAttribute('aria-current', 'location');
  await trail.getByRole('button', { name: 'somchaiag' }).click();
  await expect(downlines(page).getByRole('button', { name: 'nattapongag', exact: true })).toBeVisible();
  await trail.getByRole('button', { name: 'demoagent' }).click();
  await expect(page).not.toHaveURL(/parent=/u);
  await expect(downlines(page).getByRole('button', { name: 'somchaiag', exact: true })).toBeVisible();
});

test('an agent transfers to a downline from team management', async ({ page }) => {
  await grantBonus(page.request, 'demoagent', 10_000);
  await page.goto('/agentHome/downlineManagmentView');
  const before = (await agentGet<DownlinePage>(page, '/wps/agent/downlines?account=downline3')).list[0]?.balance ?? 0;
  await downlines(page).getByRole('button', { name: 'Transfer to downline3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to downline3' });
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Please enter an amount.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('1.25');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByRole('status')).toContainText('1.25 THB sent to downline3');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The list refetches after money moved: the new balance shows without a reload.
  const after = money(before + 125, 'THB');
  await expect(downlines(page).getByRole('row').filter({ hasText: 'downline3' })).toContainText(after);
});

test('user loss shows a line per direct downline and the totals the API answers', async ({ page }) => {
  await page.goto('/agentHome/palStatementsAgentCopy');
  await expect(page.getByRole('heading', { name: 'User loss', level: 1 })).toBeVisible();
  const answer = await agentGet<TeamStatement>(page, '/wps/agent/statement?preset=today');
  for (const line of answer.lines) await expect(statement(page).getByRole('cell', { name: line.account, exact: true })).toBeVisible();
  const totals = statement(page).locator('tfoot');
  await expect(totals).toContainText('Totals');
  await expect(totals).toContainText(money(answer.totals.deposits, answer.currency));
  await expect(totals).toContainText(money(answer.totals.netWinLoss, answer.currency, true));
});

const PAGES = ['/agentHome', '/agentHome/downlineManagmentView', '/agentHome/palStatementsAgentCopy'];

for (const path of PAGES) {
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path} fits ${width} px in the ${colorScheme} theme`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        // Money today, so the overview draws its chart (and its hidden table) too.
        if (path === '/agentHome') await approvedDeposit(page.request, (await apiLogin(page.request, 'downline2', 'Down1234')).token, '123.45');
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.team-chart, .data-table tbody tr').first()).toBeVisible();
        expect(await overflowX(page)).toBe(0);
      });
    }
  }
}

for (const lang of ['CN', 'TH'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });
    test('every team page speaks the language', async ({ page }) => {
      const words = lang === 'CN' ? { title: '团队人数', team: '账号', loss: '合计' } : { title: 'ขนาดทีม', team: 'บัญชี', loss: 'รวม' };
      await page.goto('/agentHome');
      await expect(page.getByText(words.title).first()).toBeVisible();
      await page.goto('/agentHome/downlineManagmentView');
      await expect(page.getByRole('columnheader', { name: words.team })).toBeVisible();
      await page.goto('/agentHome/palStatementsAgentCopy');
      await expect(page.locator('tfoot')).toContainText(words.loss);
      await expect(page.getByText('Team overview')).toHaveCount(0);
    });
  });
}
