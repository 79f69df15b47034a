import type { Page } from '@playwright/test';
import type { TeamBetPage, TeamTransactionPage } from '../../src/shared/api/agent';
import { agentGet, money } from './support/agent-api';
import { expect, test } from './support/fixtures';
import { keepShot } from './support/shots';
import { overflowX, preparing } from './support/layout';

/**
 * The agent centre's team records against the real API, as the demo agent over the seeded demo
 * team (60 days of rounds and money): team betting (personalHistoryCopy) and account details
 * (agentDownlineTransactionDetailsCopy).
 */
test.use({ session: 'agent' });

const PAGE_SIZE = 20;
const BETS = '/agentHome/personalHistoryCopy';
const MOVEMENTS = '/agentHome/agentDownlineTransactionDetailsCopy';
const NO_DATA = 'No records for this period.';

/** Data rows of a list (the header row excluded). */
const rows = (page: Page, name: string) => page.getByRole('region', { name }).locator('tbody tr');
const filters = (page: Page) => page.getByRole('group', { name: 'Filters' });

/** The rounds on screen are the API's, in its order, and the totals are its totals. */
async function expectRounds(page: Page, answer: TeamBetPage) {
  const shown = rows(page, 'Team rounds');
  await expect(shown).toHaveCount(answer.list.length);
  for (const [index, round] of answer.list.entries()) {
    await expect(shown.nth(index)).toContainText(round.account);
    await expect(shown.nth(index)).toContainText(round.roundId);
    await expect(shown.nth(index)).toContainText(money(round.stake, round.currency));
    await expect(shown.nth(index)).toContainText(money(round.net, round.currency, true));
  }
  const currency = answer.list[0]?.currency ?? '';
  await expect(page.getByTestId('bets-totalStake')).toHaveText(money(answer.totals.stake, currency));
  await expect(page.getByTestId('bets-totalWin')).toHaveText(money(answer.totals.win, currency));
  await expect(page.getByTestId('bets-totalNet')).toHaveText(money(answer.totals.net, currency, true));
  await expectPager(page, answer);
}

/** "Page 2 of 5 · 93 records" over more than one page; no pager when it all fits on one. */
async function expectPager(page: Page, answer: { page: number; total: number }) {
  const pages = Math.ceil(answer.total / PAGE_SIZE);
  if (pages > 1) await expect(page.getByText(`Page ${answer.page} of ${pages} · ${answer.total} records`)).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
}

/** The movements on screen are the API's, in its order. */
async function expectMovements(page: Page, answer: TeamTransactionPage) {
  const shown = rows(page, 'Team money movements');
  await expect(shown).toHaveCount(answer.list.length);
  for (const [index, entry] of answer.list.entries()) {
    await expect(shown.nth(index)).toContainText(entry.member);
    await expect(shown.nth(index)).toContainText(money(entry.amount, entry.currency, true));
    await expect(shown.nth(index)).toContainText(money(entry.balanceAfter, entry.currency));
  }
  await expectPager(page, answer);
}

const betsUrl = (query: string) => `/wps/agent/bets?pageSize=${PAGE_SIZE}&language=EN&${query}`;
const movementsUrl = (query: string) => `/wps/agent/transactions?size=${PAGE_SIZE}&${query}`;

/**
 * Whole calendar days in the merchant's zone, `days` of them up to yesterday: a period that stays
 * put while a test runs (a preset like "last 7 days" slides with the clock, rounds drop out of it).
 */
async function pastDays(page: Page, days: number): Promise<{ from: string; to: string; query: string }> {
  const { period } = await agentGet<TeamBetPage>(page, betsUrl('preset=today'));
  const day = (back: number) => new Intl.DateTimeFormat('en-CA', { timeZone: period.timeZone }).format(new Date(Date.now() - back * 86_400_000));
  const [from, to] = [day(days), day(1)];
  return { from, to, query: `preset=custom&from=${from}&to=${to}` };
}

test("team betting shows the team's rounds and the API's totals, by member and status, page by page", async ({ page }) => {
  await page.goto(BETS);
  await expect(page.getByRole('heading', { name: 'Team betting', level: 1 })).toBeVisible();
  await expect(preparing(page)).toHaveCount(0);
  const range = await pastDays(page, 7);
  await filters(page).getByLabel('Date range').selectOption({ label: 'Custom range' });
  await filters(page).getByLabel('From').fill(range.from);
  await expect(page).toHaveURL(new RegExp(`from=${range.from}`, 'u'));
  await filters(page).getByLabel('To', { exact: true }).fill(range.to);
  await expect(page).toHaveURL(new RegExp(`preset=custom&from=${range.from}&to=${range.to}`, 'u'));
  const week = await agentGet<TeamBetPage>(page, betsUrl(range.query));
  expect(week.total).toBeGreaterThan(PAGE_SIZE);
  // The whole team, sub-agents' players included, not only the direct downlines.
  expect(new Set(week.list.map((round) => round.account)).size).toBeGreaterThan(1);
  await expectRounds(page, week);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/u);
  await expectRounds(page, await agentGet<TeamBetPage>(page, betsUrl(`${range.query}&page=2`)));

  // One member: the account applies on Search, and the list starts again at page 1.
  const member = week.list[0]?.account ?? '';
  await filters(page).getByLabel('Account').fill(member);
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`account=${member}`, 'u'));
  await expect(page).not.toHaveURL(/page=/u);
  const theirs = await agentGet<TeamBetPage>(page, betsUrl(`${range.query}&account=${member}`));
  expect(theirs.list.every((round) => round.account === member)).toBe(true);
  expect(theirs.total).toBeLessThan(week.total);
  await expectRounds(page, theirs);

  await filters(page).getByLabel('Status').selectOption({ label: 'Settled' });
  await expect(page).toHaveURL(/status=settled/u);
  const settled = await agentGet<TeamBetPage>(page, betsUrl(`${range.query}&account=${member}&status=settled`));
  await expectRounds(page, settled);
  for (const row of await rows(page, 'Team rounds').all()) await expect(row).toContainText('Settled');

  // Back, forward and reload keep what the address says, the account field included.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/u);
  await expectRounds(page, theirs);
  await page.goForward();
  await page.reload();
  await expect(filters(page).getByLabel('Status')).toHaveValue('settled');
  await expect(filters(page).getByLabel('Account')).toHaveValue(member);
  await expectRounds(page, settled);

  await filters(page).getByRole('button', { name: 'Reset' }).click();
  await expect(filters(page).getByLabel('Account')).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`\\?${range.query}$`, 'u'));
  await expectRounds(page, week);
});

test('account details shows the team’s movements the API answers, by type and member', async ({ page }) => {
  await page.goto(MOVEMENTS);
  const range = await pastDays(page, 30);
  await page.goto(`${MOVEMENTS}?${range.query}`);
  await expect(page.getByRole('heading', { name: 'Account details', level: 1 })).toBeVisible();
  await expect(preparing(page)).toHaveCount(0);
  const month = await agentGet<TeamTransactionPage>(page, movementsUrl(range.query));
  expect(month.total).toBeGreaterThan(PAGE_SIZE);
  await expectMovements(page, month);

  await filters(page).getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(page).toHaveURL(/type=deposit/u);
  const deposits = await agentGet<TeamTransactionPage>(page, movementsUrl(`${range.query}&type=deposit`));
  expect(deposits.total).toBeGreaterThan(0);
  expect(deposits.list.every((entry) => entry.type === 'deposit')).toBe(true);
  await expectMovements(page, deposits);
  for (const row of await rows(page, 'Team money movements').all()) await expect(row).toContainText('Deposit');

  const member = deposits.list[0]?.member ?? '';
  await filters(page).getByLabel('Account').fill(member);
  await filters(page).getByLabel('Account').press('Enter');
  await expect(page).toHaveURL(new RegExp(`account=${member}`, 'u'));
  const theirs = await agentGet<TeamTransactionPage>(page, movementsUrl(`${range.query}&type=deposit&account=${member}`));
  expect(theirs.list.every((entry) => entry.member === member)).toBe(true);
  await expectMovements(page, theirs);

  await page.reload();
  await expect(filters(page).getByLabel('Type')).toHaveValue('deposit');
  await expectMovements(page, theirs);
});

test('a filter that matches nothing shows the empty state on both pages', async ({ page }) => {
  await page.goto(`${BETS}?preset=previous30`);
  await filters(page).getByLabel('Account').fill('nobody0000');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: NO_DATA })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team rounds' })).toHaveCount(0);
  await expect(page.getByTestId('bets-totalStake')).toHaveCount(0);

  await page.goto(`${MOVEMENTS}?preset=previous30`);
  await expect(rows(page, 'Team money movements').first()).toBeVisible();
  // Every withdrawal of the demo history is paid: none was returned.
  await filters(page).getByLabel('Type').selectOption({ label: 'Withdrawal returned' });
  await expect(page.getByRole('status').filter({ hasText: NO_DATA })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team money movements' })).toHaveCount(0);
});

const PAGES = [
  { name: 'bets', path: BETS },
  { name: 'movements', path: MOVEMENTS },
] as const;

/**
 * Nothing scrolls sideways, neither the page nor the list; on phones each row is a card (the header
 * row hidden). Team betting's ten columns are cards beside the agent menu at 1280 px too.
 */
async function expectFits(page: Page, width: number) {
  const firstRow = page.locator('.data-table tbody tr').first();
  await expect(firstRow).toBeVisible();
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  expect(await page.locator('.data-table-frame').evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeLessThanOrEqual(0);
  if (width < 720) {
    await expect(firstRow).toHaveCSS('display', 'grid');
    await expect(page.locator('.data-table thead')).toHaveCSS('position', 'absolute');
  }
}

/** The whole page on desktops; on phones the top and the end (the pager), as a person scrolls. */
async function screenshot(page: Page, width: number, name: string) {
  if (width >= 720) {
    await keepShot(page, `agent-records-${name}`, { fullPage: true });
    return;
  }
  await keepShot(page, `agent-records-${name}`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await keepShot(page, `agent-records-${name}-end`);
}

for (const { name, path } of PAGES) {
  for (const width of [390, 1280, 1920]) {
    for (const colorScheme of width === 1920 ? (['light'] as const) : (['light', 'dark'] as const)) {
      test(`${name} fits ${width} px in the ${colorScheme} theme`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto(`${path}?preset=previous7`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFits(page, width);
        await screenshot(page, width, `${name}-${width}-${colorScheme}`);
      });
    }
  }
}

const WORDS = {
  CN: { bets: '团队投注', movements: '账户明细', account: '账号', status: '状态', settled: '已结算', english: 'Team betting' },
  TH: { bets: 'การเดิมพันของทีม', movements: 'รายละเอียดบัญชี', account: 'บัญชี', status: 'สถานะ', settled: 'ชำระแล้ว', english: 'Team betting' },
} as const;

for (const lang of ['CN', 'TH'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });
    for (const width of [390, 1280]) {
      test(`both pages speak the language at ${width} px`, async ({ page }) => {
        const words = WORDS[lang];
        await page.setViewportSize({ width, height: 900 });
        for (const { name, path } of PAGES) {
          await page.goto(`${path}?preset=previous7`);
          await expect(page.getByRole('heading', { name: words[name], level: 1 })).toBeVisible();
          await expect(page.getByRole('columnheader', { name: words.account })).toHaveCount(1);
          await expect(page.getByRole('combobox', { name: words.status })).toBeVisible();
          await expectFits(page, width);
          await screenshot(page, width, `${name}-${width}-${lang}`);
        }
        await page.goto(`${BETS}?preset=previous7&status=settled`);
        await expect(page.locator('.data-table tbody tr').first()).toContainText(WORDS[lang].settled);
        await expect(page.getByText(WORDS[lang].english)).toHaveCount(0);
      });
    }
  });
}
