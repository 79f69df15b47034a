import type { Browser, Page } from '@playwright/test';
import type { RevenueReport } from '../../src/shared/api/agent';
import type { ContractView, SettlementPage } from '../../src/shared/api/contracts';
import type { ConsolidatedFunds } from '../../src/shared/api/records';
import { DEMO_AGENT, apiLogin, signInPage } from './support/accounts';
import { agentGet, money } from './support/agent-api';
import { acceptOffer, houseOffer, rejectOffer, settleDay } from './support/contract-accounts';
import { expect, quietContext, test } from './support/fixtures';
import { keepShot } from './support/shots';
import { overflowX } from './support/layout';

/**
 * Agent contracts (issue 19) as agents use them, against the real API: demoagent offers a downline
 * agent a daily-wage contract, the downline sees the badge and the contract modal and accepts; the
 * operator settles a day and both see the settlement (the seed's contracts were in force over the
 * closed days); then the house offers demoagent a rate below the downline's, demoagent is warned that
 * the downline's contract will end, accepts, and the downline's contract shows as terminated with
 * the reason.
 */
test.use({ session: 'agent' });
test.describe.configure({ mode: 'serial' });

/** A direct downline agent of demoagent (seed: the demo team, one password). */
const DOWNLINE = { account: 'wichaiag', password: 'Team1234' };
const PAGE = '/agentHome/agentDailyWages2';

/** A rate as the pages show it: up to 2 decimals, a percent sign. */
const rateText = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/u, '')} %`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Agent centre' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The account record's daily-wage movement of this amount over the last 30 days. */
async function dailyWageMove(page: Page, amount: string) {
  await page.goto('/member/transactionHistory');
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last 30 days' });
  await filters.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Daily wages' });
  return page.getByRole('region', { name: 'Wallet movements' }).locator('tbody tr').filter({ hasText: amount }).first();
}

async function downlinePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await quietContext(browser, { baseURL });
  const page = await context.newPage();
  await signInPage(page, DOWNLINE.account, DOWNLINE.password);
  await page.addInitScript({ content: "sessionStorage.setItem('isAgent', 'true'); localStorage.setItem('lang', 'EN');" });
  return page;
}

test('demoagent offers a downline a daily-wage contract within its own rates; the downline sees the badge and the modal, and accepts', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // The house gives demoagent 2 % (an operator offer, accepted through the API).
  const { token } = await apiLogin(page.request, DEMO_AGENT.account, DEMO_AGENT.password);
  await acceptOffer(page.request, token, (await houseOffer(page.request, DEMO_AGENT.account, [{ minTurnover: 0, minActive: 0, rateBp: 200 }])).id);

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Daily wages', level: 1 })).toBeVisible();
  const mine = section(page, 'My contract');
  await expect(mine.getByText('Active', { exact: true })).toBeVisible();
  await expect(mine.getByText('The house', { exact: true })).toBeVisible();
  await expect(mine.getByRole('region', { name: /^Tiers of contract/u })).toContainText('2 %');

  const form = page.getByRole('form', { name: 'Offer a contract' });
  await expect(form).toContainText('Rates from 0 % up to 2 % (your own highest rate)');
  await form.getByLabel('Downline agent').selectOption(DOWNLINE.account);
  const tier = form.getByRole('group', { name: 'Tier 1' });
  await tier.getByLabel('Rate (%)').fill('3');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(tier.getByText('Above your own highest rate (2 %).')).toBeVisible();
  await tier.getByLabel('Rate (%)').fill('1.2');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByRole('status').getByText(`Offer sent to ${DOWNLINE.account}.`)).toBeVisible();
  const downlines = page.getByRole('region', { name: 'Downline agents and their contracts' });
  await expect(downlines.getByRole('row').filter({ hasText: DOWNLINE.account })).toContainText('1.2 %, answer due by');

  // The downline signs in: the contract modal lists the offer; its page carries the badge.
  const downline = await downlinePage(browser, baseURL);
  await downline.goto('/agentHome');
  const modal = downline.getByRole('dialog', { name: 'Contract requests' });
  await expect(modal).toContainText('New contract offer');
  await expect(modal).toContainText('From demoagent: 1.2 %, Daily.');
  await modal.getByRole('link', { name: 'Open Daily wages' }).click();
  await expect(modal).toHaveCount(0);
  await expect(downline).toHaveURL(new RegExp(`${PAGE}$`, 'u'));
  await expect(nav(downline).getByRole('link', { name: /Daily wages/u }).getByLabel('Waiting for your answer: 1')).toHaveText('1');
  const offer = section(downline, 'Offers to you');
  await offer.getByRole('button', { name: 'Accept' }).click();
  const confirm = downline.getByRole('dialog', { name: 'Accept this Daily wages contract?' });
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(downline.getByRole('status').getByText('Contract accepted.')).toBeVisible();
  await expect(section(downline, 'My contract')).toContainText('demoagent');
  await expect(section(downline, 'My contract').getByRole('region', { name: /^Tiers of contract/u })).toContainText('1.2 %');
  await expect(nav(downline).getByRole('link', { name: /Daily wages/u }).getByLabel(/Waiting for your answer/u)).toHaveCount(0);
  // Reloading does not bring the modal back: nothing new waits.
  await downline.reload();
  await expect(section(downline, 'My contract')).toBeVisible();
  await expect(downline.getByRole('dialog')).toHaveCount(0);

  // Team management shows the rate beside the downline.
  await page.goto(`/agentHome/downlineManagmentView?account=${DOWNLINE.account}`);
  await expect(page.getByRole('region', { name: 'Downlines' }).getByRole('row').filter({ hasText: DOWNLINE.account })).toContainText('Daily wages 1.2 %');
  await downline.context().close();
});

test('the operator settles a day: both agents see the settlement with its inputs, and the money in their income and account records', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // The day that closed last (the seed's contracts were in force; a day settled already answers `already`).
  const run = await settleDay(page.request, new Date(Date.now() - 86_400_000).toISOString());
  expect(['settled', 'already']).toContain(run.status);
  await page.goto(PAGE);
  const paid = await agentGet<SettlementPage>(page, '/wps/agent/settlements?kind=dailyWage&role=paid&size=50');
  const settlement = paid.list.find((row) => row.agentAccount === DOWNLINE.account && row.amount > 0);
  expect(settlement, 'demoagent paid the downline daily wages').toBeDefined();
  if (!settlement) return;
  const currency = paid.currency;
  const inputs = [money(settlement.turnover, currency), rateText(settlement.rateBp), money(settlement.amount, currency)];

  const settlements = section(page, 'Settlements');
  await settlements.getByRole('tab', { name: 'Paid to downlines' }).click();
  const paidRow = settlements.getByRole('row').filter({ hasText: `Paid to ${DOWNLINE.account}` }).filter({ hasText: money(settlement.amount, currency) }).first();
  for (const text of inputs) await expect(paidRow).toContainText(text);
  await expect(settlements.getByTestId('settlement-total-paid')).toContainText(money(paid.totals.paid, currency));

  const downline = await downlinePage(browser, baseURL);
  await downline.goto(PAGE);
  const received = section(downline, 'Settlements').getByRole('row').filter({ hasText: 'Received from demoagent' }).filter({ hasText: money(settlement.amount, currency) }).first();
  for (const text of inputs) await expect(received).toContainText(text);
  // My income: the API's daily-wage total over the last 30 days, which holds this payment.
  const revenue = await agentGet<RevenueReport>(downline, '/wps/agent/revenue?preset=previous30');
  expect(revenue.totals.dailyWage).toBeGreaterThanOrEqual(settlement.paid);
  await downline.goto('/agentHome/agentRevenueReport?preset=previous30');
  await expect(downline.getByTestId('revenue-dailyWage')).toContainText(money(revenue.totals.dailyWage, currency));
  // The account records: the payment in, by its type; and out of demoagent's main wallet.
  await expect(await dailyWageMove(downline, money(settlement.paid, currency, true))).toContainText('Daily wages');
  await expect(await dailyWageMove(page, money(-settlement.paid, currency))).toContainText('Daily wages');
  await downline.context().close();
});

test('the house offers demoagent a rate below its downline’s: demoagent is warned, accepts, and the downline’s contract ends with the reason', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await houseOffer(page.request, DEMO_AGENT.account, [{ minTurnover: 0, minActive: 0, rateBp: 100 }]);
  await page.goto(PAGE);
  const modal = page.getByRole('dialog', { name: 'Contract requests' });
  await expect(modal).toContainText('From The house: 1 %, Daily.');
  await modal.getByRole('button', { name: 'Later' }).click();
  await expect(modal).toHaveCount(0);
  await section(page, 'Offers to you').getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this Daily wages contract?' });
  await expect(confirm.getByRole('alert')).toContainText('these 1 end automatically once you confirm');
  await expect(confirm.getByRole('list', { name: 'Contracts that will end' })).toContainText(`${DOWNLINE.account} (level 1 below you)`);
  await confirm.getByRole('button', { name: 'Confirm and end them' }).click();
  await expect(page.getByRole('status').getByText('Contract accepted.')).toBeVisible();
  await expect(section(page, 'My contract').getByRole('region', { name: /^Tiers of contract/u })).toContainText('1 %');
  const view = await agentGet<ContractView>(page, '/wps/agent/contracts?kind=dailyWage');
  expect(view.downlines.find((row) => row.account === DOWNLINE.account)?.contract?.status ?? 'none').not.toBe('active');
  const history = page.getByRole('region', { name: 'Contract history' });
  await expect(history.getByRole('row').filter({ hasText: 'Terminated automatically' }).filter({ hasText: DOWNLINE.account }).first()).toContainText('The upline’s rate fell below this contract’s');

  const downline = await downlinePage(browser, baseURL);
  await downline.goto(PAGE);
  await expect(section(downline, 'My contract')).toContainText('You have no Daily wages contract.');
  await expect(downline.getByRole('region', { name: 'Contract history' }).getByRole('row').filter({ hasText: 'Terminated automatically' }).first()).toContainText('The upline’s rate fell below this contract’s');
  await downline.context().close();
});

/** The words in each language: the modal's title, its link to the hourly-salary page and its dismissal; the account menu and its agent-centre entry. */
const MODAL = {
  EN: { title: 'Contract requests', open: 'Open Hourly salary', later: 'Later', menu: 'Account menu', centre: 'Agent centre' },
  TH: { title: 'คำขอเกี่ยวกับสัญญา', open: 'เปิดค่าจ้างรายชั่วโมง', later: 'ภายหลัง', menu: 'เมนูบัญชี', centre: 'ศูนย์ตัวแทน' },
  CN: { title: '合约申请', open: '打开时薪', later: '稍后', menu: '账户菜单', centre: '代理中心' },
} as const;

const LAYOUTS = [
  { lang: 'EN', width: 1366 },
  { lang: 'EN', width: 360 },
  { lang: 'TH', width: 360 },
  { lang: 'CN', width: 360 },
] as const;

for (const { lang, width } of LAYOUTS) {
  test.describe(`in ${lang} at ${width} px`, () => {
    test.use({ lang });
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the contract modal and the contract page fit, in the ${colorScheme} theme`, async ({ page }) => {
        const { token } = await apiLogin(page.request, DEMO_AGENT.account, DEMO_AGENT.password);
        // A request waiting for demoagent brings the modal up over home; it is rejected afterwards.
        const offer = await houseOffer(page.request, DEMO_AGENT.account, [{ minTurnover: 0, minActive: 0, rateBp: 50 }], 'hourlySalary');
        try {
          await page.setViewportSize({ width, height: 800 });
          await page.emulateMedia({ colorScheme });
          await page.goto('/');
          const modal = page.getByRole('dialog', { name: MODAL[lang].title });
          await expect(modal.getByRole('link', { name: MODAL[lang].open })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          const box = await modal.boundingBox();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? width + 1) <= width, 'the modal inside the screen').toBe(true);
          await keepShot(page, `agent-contracts-modal-${lang}-${width}-${colorScheme}`);
          await modal.getByRole('button', { name: MODAL[lang].later }).click();
          // The account menu counts the requests on its agent-centre entry.
          const funds = await agentGet<ConsolidatedFunds>(page, '/wps/member/info/funds/consolidated');
          await page.getByRole('button', { name: MODAL[lang].menu }).click();
          await expect(page.getByRole('menuitem', { name: new RegExp(MODAL[lang].centre, 'u') })).toContainText(String(funds.contractRequests.length));
          await page.keyboard.press('Escape');
          await page.goto(PAGE);
          await expect(page.locator('.contract-section').first()).toBeVisible();
          expect(await overflowX(page)).toBeLessThanOrEqual(0);
          await keepShot(page, `agent-contracts-page-${lang}-${width}-${colorScheme}`, { fullPage: true });
        } finally {
          await rejectOffer(page.request, token, offer.id);
        }
      });
    }
  });
}
